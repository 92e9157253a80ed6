import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { pageActions } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';
import { renderUi } from '../../../../test/render-ui.tsx';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CompleteRegistrationReminder } from './complete-registration-reminder.tsx';

const PROFILE = {
  email: 'anna.lind@example.fi',
  firstName: 'Anna',
  lastName: 'Lind',
  phone: '0401234567',
  birthDate: '19900514',
  age: 36,
  status: 'teacher',
  regions: [{ code: '091', name_swe: 'Helsingfors', namefi: 'Helsinki' }],
  languages: [{ name: 'Svenska', name_fi: 'Ruotsi' }],
  nativeLanguage: 'Svenska',
  education: 'PeM',
  policeRecord: { isActive: true, expirationDate: '2099-01-31' },
};

const NEW_TOKEN = tokenFor({ firstName: 'Anna', hasEdited: true });

function serve(extra: (call: RecordedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/users/get/user') return { status: 200, body: PROFILE };
    if (call.url === '/api/shared/saveprofile' || call.url === '/api/shared/update/token') return { status: 200, body: { token: NEW_TOKEN } };
    return { status: 200, body: {} };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('own profile', { timeout: 30_000 }, () => {
  it('shows the read card with basic and additional info, each with an edit button', async () => {
    setViewportWidth(1440);
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    const calls = serve();
    renderApp('/profile');
    // The first test also pays the cold load of the lazy screen.
    const basic = await screen.findByRole('region', { name: 'Grundinformation' }, { timeout: 15_000 });
    expect(within(basic).getByText('+358401234567')).toBeTruthy();
    expect(within(basic).getByText('Helsingfors')).toBeTruthy();
    expect(within(basic).getByText('Lärare')).toBeTruthy();
    const additional = screen.getByRole('region', { name: 'Tilläggsinformation' });
    expect(within(additional).getByText('Giltigt till 31.01.2099')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redigera grundinformation' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: '/api/users/get/user', body: { email: PROFILE.email } });
  });

  it('keeps save disabled until a field changes, then saves the block, stores the token and reloads', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const calls = serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera grundinformation' }));
    const save = screen.getByRole('button', { name: 'Spara' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '0409876543' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const saveCall = calls.find((c) => c.url === '/api/shared/saveprofile');
    expect(saveCall?.body).toEqual({ section: 'basic', email: PROFILE.email, phone: '0409876543', birthDate: '19900514' });
    expect(localStorage.getItem('token')).toBe(NEW_TOKEN);
  });

  it('refuses an under-age birth date on the basic save with the spec message, without a call', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    const calls = serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera grundinformation' }));
    const thisYear = new Date().getFullYear();
    fireEvent.change(screen.getByLabelText(/^Födelsedatum/), { target: { value: `${thisYear - 10}0101` } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.');
    expect(calls.some((c) => c.url === '/api/shared/saveprofile')).toBe(false);
  });

  it('shows the police record with its note in the additional form', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera tilläggsinformation' }));
    expect(screen.getByText('Denna information krävs för att ta emot vikariat')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /giltigt utdrag/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Spara' }).disabled).toBe(true);
  });

  it("answers a declined deletion with 'Ingen ändring' and deletes nothing", async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    const calls = serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Radera kontot' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Radera kontot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await screen.findByText('Ingen ändring');
    expect(calls.some((c) => c.url === '/api/users/delete/account')).toBe(false);
  });

  it('deletes the account after the confirmation and signs out', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    const calls = serve();
    const { router } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Radera kontot' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Radera kontot?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Radera kontot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((c) => c.url === '/api/users/delete/account')?.body).toEqual({ email: PROFILE.email });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows 'Verification failed: {message}' on an error return and cleans the query", async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    serve();
    const { router } = renderApp('/profile?status=error&message=Avbruten');
    await screen.findByText('Verification failed: Avbruten');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('renews the token after a successful verification', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: false }));
    const calls = serve();
    const { router } = renderApp('/profile?status=success&message=ok');
    await screen.findByText('Din identitet är verifierad.');
    await waitFor(() => expect(localStorage.getItem('token')).toBe(NEW_TOKEN));
    expect(calls.some((c) => c.url === '/api/shared/update/token')).toBe(true);
    expect(router.state.location.search).toBe('');
  });

  it("reminds a substitute who has not completed the profile: 'Slutför din registrering'", async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: false, identityVerified: false }));
    serve();
    renderApp('/profile');
    const dialog = await screen.findByRole('dialog', { name: 'Slutför din registrering' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fyll i profilen' }));
    await screen.findByRole('form', { name: 'Redigera grundinformation' });
  });

  it('offers the switch between the roles an account holds', async () => {
    setToken(tokenFor({ email: PROFILE.email, typeOfUser: 'principal', roles: ['principal', 'teacher'], school: null }));
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const calls = serve((call) => (call.url === '/api/shared/change/type' ? { status: 200, body: { token: NEW_TOKEN } } : undefined));
    renderApp('/profile');
    // generous waits like the tests below: the lazy screen and the call take longer than waitFor's 1 s under load
    fireEvent.click(await screen.findByRole('button', { name: 'Byt till Lärare' }, { timeout: 15_000 }));
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 15_000 });
    expect(calls.find((c) => c.url === '/api/shared/change/type')?.body).toEqual({ email: PROFILE.email, type: 'teacher' });
  });
});

describe('change password', { timeout: 30_000 }, () => {
  it('checks the confirmation before calling, then changes the password and keeps the session', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    const calls = serve((call) => (call.url === '/api/shared/change-password' ? { status: 200, body: { token: NEW_TOKEN } } : undefined));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Byt lösenord' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Byt lösenord' });
    fireEvent.change(within(dialog).getByLabelText(/Nuvarande lösenord/), { target: { value: 'Gammalt-lösen-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nytt lösenord/), { target: { value: 'Nytt-långt-lösen-2' } });
    fireEvent.change(within(dialog).getByLabelText(/Bekräfta lösenordet/), { target: { value: 'Något-annat-3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Byt lösenord' }));
    await within(dialog).findByText('Lösenorden stämmer inte överens.');
    expect(calls.some((c) => c.url === '/api/shared/change-password')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Bekräfta lösenordet/), { target: { value: 'Nytt-långt-lösen-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Byt lösenord' }));
    await screen.findByText('Lösenordet har ändrats.');
    expect(calls.find((c) => c.url === '/api/shared/change-password')?.body).toEqual({
      oldPassword: 'Gammalt-lösen-1',
      password: 'Nytt-långt-lösen-2',
      password2: 'Nytt-långt-lösen-2',
    });
    expect(localStorage.getItem('token')).toBe(NEW_TOKEN);
  });

  it('shows a wrong current password under its field without signing out', async () => {
    setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
    serve((call) =>
      call.url === '/api/shared/change-password'
        ? { status: 401, body: { code: 'invalid_credentials', message: 'x', fields: { oldPassword: 'Det nuvarande lösenordet är fel.' } } }
        : undefined,
    );
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Byt lösenord' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Byt lösenord' });
    fireEvent.change(within(dialog).getByLabelText(/Nuvarande lösenord/), { target: { value: 'fel' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nytt lösenord/), { target: { value: 'Nytt-långt-lösen-2' } });
    fireEvent.change(within(dialog).getByLabelText(/Bekräfta lösenordet/), { target: { value: 'Nytt-långt-lösen-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Byt lösenord' }));
    await within(dialog).findByText('Det nuvarande lösenordet är fel.');
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

describe('reminder on other screens', () => {
  const renderAt = (path: string) =>
    renderUi(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/profile"
            element={
              <>
                <p>profilsidan</p>
                <CompleteRegistrationReminder />
              </>
            }
          />
          <Route path="*" element={<CompleteRegistrationReminder />} />
        </Routes>
      </MemoryRouter>,
    );

  it('leads an incomplete substitute from another screen to the profile, where it does not show twice', async () => {
    setToken(tokenFor({ hasEdited: false, identityVerified: false }));
    renderAt('/jobs/all');
    const dialog = await screen.findByRole('dialog', { name: 'Slutför din registrering' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fyll i profilen' }));
    await screen.findByText('profilsidan');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away once the profile is edited or the identity verified', () => {
    setToken(tokenFor({ hasEdited: false, identityVerified: true }));
    renderAt('/jobs/all');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
