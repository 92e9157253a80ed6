import { fireEvent, screen } from '@testing-library/react';
import {
  emailBodySchema,
  loginSchema,
  registerPrincipalSchema,
  registerTeacherSchema,
  registerUserSchema,
  resetPasswordSchema,
  securityCodeSchema,
} from '@vikariat/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LOGIN_FORM } from '../hooks/use-login-flow.ts';
import { FORGOT_FORM } from './forgot-password-page.tsx';
import { ACTIVATION_FORM } from './new-activation-page.tsx';
import { PRINCIPAL_FORM } from './register-principal-page.tsx';
import { TEACHER_FORM } from './register-teacher-page.tsx';
import { substituteFormFields } from './register-user-page.tsx';
import { RESET_FORM } from './reset-password-page.tsx';

/**
 * Issue 22 item 4: every field error the server can give, on every account form, is shown: at its field when the
 * form has the field, else in the form's message (an expired reset link's `resetToken` used to vanish).
 */
afterEach(() => vi.unstubAllGlobals());

const never = () => false;
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const onForm = (form: { fields: readonly string[]; aliases?: Readonly<Record<string, string>> }) => (field: string) =>
  form.fields.includes(form.aliases?.[field] ?? field);
// what the services add to the schemas' own fields, and the name a refused JSON screen uses
const SCREEN = 'message';

function fillSubstitute(status: 'Lärare' | 'Studerande' | 'Annan') {
  type(/^Förnamn/, 'Anna');
  type(/^Efternamn/, 'Lind');
  type(/^E-post/, 'anna@example.fi');
  type(/^Bekräfta e-post/, 'anna@example.fi');
  type(/^Telefon/, '040 123 4567');
  type(/^Födelsedatum/, '19900514');
  fireEvent.change(screen.getByRole('combobox', { name: /Modersmål/ }), { target: { value: 'Svenska' } });
  type(/^Lösenord/, 'Ett-långt-lösen-9');
  type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
  fireEvent.click(screen.getByRole('radio', { name: status }));
  if (status === 'Annan') type(/^Beskriv vad du gör/, 'Kantor');
  if (status === 'Studerande') {
    fireEvent.change(screen.getByRole('combobox', { name: /Studieår/ }), { target: { value: '2.' } });
    type(/^Huvudämne/, 'Matematik');
  }
  fireEvent.click(screen.getByRole('checkbox', { name: 'Österbotten' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
}

describe('every server field error is shown', { timeout: 60_000 }, () => {
  it.each(['Lärare', 'Studerande', 'Annan'] as const)('substitute registration, status %s', async (status) => {
    const fields = [...schemaFields(registerUserSchema('2026-01-01', never)), 'types', 'emailnotfound', SCREEN];
    stubFetch(() => errorAnswer(fields));
    renderApp('/register/user');
    await screen.findByLabelText(/^Förnamn/, {}, { timeout: 15_000 });
    fillSubstitute(status);
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    const shown = substituteFormFields(status === 'Lärare' ? 'teacher' : status === 'Studerande' ? 'student' : 'other');
    // two names for one field (types and qualis, email and emailnotfound): the field shows the first
    await expectEveryErrorShown(
      fields.filter((f) => f !== 'types' && f !== 'emailnotfound'),
      onForm(shown),
    );
  });

  it('teacher registration (school and code are not on the form: the form message)', async () => {
    const fields = [...schemaFields(registerTeacherSchema(never)), 'codenotfound', SCREEN];
    stubFetch(() => errorAnswer(fields));
    renderApp('/register/teacher', { code: 'K0D3', school: 'Kyrkoby skola' });
    await screen.findByLabelText(/^Förnamn/);
    type(/^Förnamn/, 'Lars');
    type(/^Efternamn/, 'Lind');
    type(/^Telefon/, '0401234567');
    type(/^E-post/, 'lars@example.fi');
    type(/^Bekräfta e-post/, 'lars@example.fi');
    type(/^Lösenord/, 'Ett-långt-lösen-9');
    type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await expectEveryErrorShown(fields, onForm(TEACHER_FORM));
  });

  it('principal registration', async () => {
    const fields = [...schemaFields(registerPrincipalSchema(never)), SCREEN];
    stubFetch(() => errorAnswer(fields));
    renderApp('/register/principal');
    await screen.findByLabelText(/^Förnamn/);
    type(/^Förnamn/, 'Rut');
    type(/^Efternamn/, 'Rektor');
    type(/^Skola\s*\*?$/, 'Nya skolan');
    fireEvent.change(screen.getByRole('combobox', { name: /Skolans kommun/ }), { target: { value: '905' } });
    type(/^Telefon/, '0409876543');
    type(/^E-post/, 'rut@example.fi');
    type(/^Lösenord/, 'Ett-långt-lösen-9');
    type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await expectEveryErrorShown(fields, onForm(PRINCIPAL_FORM));
  });

  it('sign-in', async () => {
    const fields = [...schemaFields(loginSchema), SCREEN];
    stubFetch(() => errorAnswer(fields));
    renderApp('/login');
    await screen.findByLabelText(/^E-post/);
    type(/^E-post/, 'a@b.fi');
    type(/^Lösenord/, 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await expectEveryErrorShown(fields, onForm(LOGIN_FORM));
  });

  it('sign-in: passwordincorrect and emailnotfound at their fields', async () => {
    stubFetch(() => errorAnswer(['passwordincorrect', 'emailnotfound']));
    renderApp('/login');
    await screen.findByLabelText(/^E-post/);
    type(/^E-post/, 'a@b.fi');
    type(/^Lösenord/, 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await expectEveryErrorShown(['passwordincorrect', 'emailnotfound'], onForm(LOGIN_FORM));
    expect(screen.getByLabelText(/^Lösenord/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^E-post/).getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['forgot password', '/resetpassword', FORGOT_FORM, [...schemaFields(emailBodySchema), SCREEN], 'Skicka'],
    ['new activation link', '/new-activation', ACTIVATION_FORM, [...schemaFields(emailBodySchema), SCREEN], 'Skicka ny aktiveringslänk'],
  ] as const)('%s', async (_name, path, form, fields, submit) => {
    stubFetch(() => errorAnswer(fields));
    renderApp(path);
    await screen.findByLabelText(/^E-post/);
    type(/^E-post/, 'a@b.fi');
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await expectEveryErrorShown(fields, onForm(form));
  });

  it('reset password: an expired or used link (resetToken) is the form message, with the way to a new link', async () => {
    const fields = [...schemaFields(resetPasswordSchema(never)), SCREEN];
    expect(fields).toContain('resetToken');
    stubFetch(() => ({ ...errorAnswer(fields), body: { ...errorAnswer(fields).body, code: 'invalid_link' } }));
    renderApp('/reset/abc');
    await screen.findByLabelText(/^Nytt lösenord/);
    type(/^Nytt lösenord/, 'Ett-långt-lösen-9');
    type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
    fireEvent.click(screen.getByRole('button', { name: 'Spara lösenordet' }));
    await expectEveryErrorShown(fields, onForm(RESET_FORM));
    expect(screen.getByRole('link', { name: 'Beställ en ny länk' }).getAttribute('href')).toBe('/resetpassword');
  });

  it('reset password: the real answer for a spent link', async () => {
    const message = 'Länken är ogiltig, har gått ut eller har redan använts. Beställ en ny.';
    stubFetch(() => ({ status: 400, body: { code: 'invalid_link', message, fields: { resetToken: message } } }));
    renderApp('/reset/abc');
    await screen.findByLabelText(/^Nytt lösenord/);
    type(/^Nytt lösenord/, 'Ett-långt-lösen-9');
    type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
    fireEvent.click(screen.getByRole('button', { name: 'Spara lösenordet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('school code: every answer is the alert (spec 01 §8)', async () => {
    const fields = [...schemaFields(securityCodeSchema), 'codenotfound', SCREEN];
    stubFetch(() => errorAnswer(fields));
    renderApp('/register/securitycode');
    await screen.findByLabelText(/Skolkod/);
    type(/Skolkod/, 'K0D3');
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    await expectEveryErrorShown(fields, never);
  });
});
