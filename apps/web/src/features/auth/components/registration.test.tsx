import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setToken } from '../../../lib/session.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills every required field of the substitute form except the terms checkbox. */
async function fillSubstitute() {
  fireEvent.change(await screen.findByLabelText(/^Förnamn/, {}, { timeout: 15_000 }), { target: { value: 'Anna' } });
  type(/^Efternamn/, 'Lind');
  type(/^E-post/, 'Anna.Lind@Example.fi');
  type(/^Bekräfta e-post/, 'anna.lind@example.fi');
  type(/^Telefon/, '040 123 4567');
  type(/^Födelsedatum/, '19900514');
  fireEvent.change(screen.getByRole('combobox', { name: /Modersmål/ }), { target: { value: 'Svenska' } });
  type(/^Lösenord/, 'Ett-långt-lösen-9');
  type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
  fireEvent.click(screen.getByRole('radio', { name: 'Lärare' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Österbotten' }));
}

// The registration screen is the heaviest (the municipality tree, the password policy list): generous time on a busy CI box.
describe('substitute registration', { timeout: 30_000 }, () => {
  it("refuses without the terms: 'Var god, godkänn användarvillkoren', no call", async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/register/user');
    await fillSubstitute();
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await screen.findByText('Var god, godkänn användarvillkoren');
    expect(calls).toHaveLength(0);
  });

  it('checks the birth date with the spec message before calling', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/register/user');
    await fillSubstitute();
    type(/^Födelsedatum/, '19901345');
    fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await screen.findByText('Ogiltigt födelsedatum. Vänligen kontrollera formatet ÅÅÅÅMMDD (ex. 19740514)');
    expect(calls).toHaveLength(0);
  });

  it('reveals the fields of each status', async () => {
    renderApp('/register/user');
    fireEvent.click(await screen.findByRole('radio', { name: 'Annan' }));
    expect(screen.getByLabelText(/Beskriv vad du gör/)).toBeTruthy();
    expect(screen.getByLabelText(/^Utbildning/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Studerande' }));
    expect(screen.queryByLabelText(/Beskriv vad du gör/)).toBeNull();
    expect(screen.queryByLabelText(/^Utbildning/)).toBeNull();
    expect(screen.getByLabelText(/^Studieår/)).toBeTruthy();
    expect(screen.getByLabelText(/^Huvudämne/)).toBeTruthy();
    expect(screen.getByText('Kommande behörigheter')).toBeTruthy();
  });

  it('picks every municipality of a region with the region', async () => {
    renderApp('/register/user');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Åland' }));
    const chosen = screen.getByRole('list', { name: 'Valda kommuner' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(16);
    expect(within(chosen).getByText('Mariehamn')).toBeTruthy();
  });

  it('sends the payload and goes to /login with the new-registration message', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { success: true } }));
    const { router } = renderApp('/register/user');
    await fillSubstitute();
    fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByText('Vänligen kontrollera din e-post för att verifiera ditt konto.');
    const body = calls[0]?.body as Record<string, unknown>;
    expect(calls[0]?.url).toBe('/api/users/register-user');
    expect(body).toMatchObject({ email: 'anna.lind@example.fi', status: 'teacher', birthDate: '19900514', terms: true, language: 'Svenska' });
    expect((body.regions as unknown[]).length).toBeGreaterThan(10);
  });

  it('shows the server field errors under the spec field names', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'validation', message: 'x', fields: { email: 'Det finns redan ett konto med den här e-postadressen.' } } }));
    renderApp('/register/user');
    await fillSubstitute();
    fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await screen.findByText('Det finns redan ett konto med den här e-postadressen.');
    expect(screen.getByLabelText(/^E-post/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every error at once, before any call, and focuses the first (issue 22 item 11)', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/register/user');
    fireEvent.change(await screen.findByLabelText(/^E-post/, {}, { timeout: 15_000 }), { target: { value: 'anna@example.fi' } });
    type(/^Bekräfta e-post/, 'anna@exampel.fi');
    type(/^Födelsedatum/, '20150101');
    type(/^Lösenord/, 'kort');
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    for (const message of [
      'Fältet är obligatoriskt.', // first and last name, phone
      'E-postadresserna stämmer inte överens.',
      'Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.',
      'Välj ditt modersmål.',
      'Lösenordet måste innehålla minst 10 tecken.',
      'Lösenorden stämmer inte överens.',
      'Välj Lärare, Studerande eller Annan.',
      'Välj minst en kommun.',
      'Var god, godkänn användarvillkoren',
    ]) {
      expect(screen.getAllByText(message).length, message).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('Fältet är obligatoriskt.')).toHaveLength(3);
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Förnamn/)));
  });

  it('focuses the first field the server refused, even far down the form', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'validation', message: 'x', fields: { regions: 'Okänd kommun: Atlantis.' } } }));
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      renderApp('/register/user');
      await fillSubstitute();
      fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
      await screen.findByText('Okänd kommun: Atlantis.');
      const search = screen.getByLabelText('Sök kommun');
      await waitFor(() => expect(document.activeElement).toBe(search));
      expect(scrolled).toContain(search);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('goes back to /login on cancel', async () => {
    const { router } = renderApp('/register/user');
    fireEvent.click(await screen.findByRole('link', { name: 'Avbryt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('teacher registration', { timeout: 30_000 }, () => {
  it('sends a teacher without a checked code to the code form', async () => {
    const { router } = renderApp('/register/teacher');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/securitycode'));
  });

  it('shows the server text of a refused code as an alert', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'not_found', message: 'x', fields: { codenotfound: 'Koden hittades inte eller har redan använts.' } } }));
    renderApp('/register/securitycode');
    fireEvent.change(await screen.findByLabelText(/Skolkod/), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Koden hittades inte eller har redan använts.');
  });

  it('carries the school of a valid code, blocks pasting the confirmation and shows the modal before /login', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/teachers/securitycode' ? { status: 200, body: { school: 'Kyrkoby skola' } } : { status: 200, body: { success: true } },
    );
    const { router } = renderApp('/register/securitycode');
    fireEvent.change(await screen.findByLabelText(/Skolkod/), { target: { value: ' K0D3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    await screen.findByText('Skola: Kyrkoby skola');
    expect(router.state.location.pathname).toBe('/register/teacher');

    const confirm = screen.getByLabelText(/^Bekräfta e-post/);
    expect(fireEvent.paste(confirm)).toBe(false);

    type(/^Förnamn/, 'Lars');
    type(/^Efternamn/, 'Lind');
    type(/^Telefon/, '0401234567');
    type(/^E-post/, 'lars@example.fi');
    type(/^Bekräfta e-post/, 'lars@example.fi');
    type(/^Lösenord/, 'Ett-långt-lösen-9');
    type(/^Bekräfta lösenordet/, 'Ett-långt-lösen-9');
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    await screen.findByRole('dialog', { name: 'Tack för din registrering!' });
    expect(calls[1]).toMatchObject({ url: '/api/teachers/register', body: { code: 'K0D3', school: 'Kyrkoby skola', email: 'lars@example.fi' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
  });
});

describe('principal registration', { timeout: 30_000 }, () => {
  it('shows every missing field at once, the municipality in words a principal understands, without a call', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/register/principal');
    fireEvent.click(await screen.findByRole('button', { name: 'Registrera' }));
    await screen.findByText('Välj kommunen där skolan finns.');
    expect(screen.getByText('Ange skolans namn.')).toBeTruthy();
    expect(screen.queryByText(/Okänd kommun/)).toBeNull();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Förnamn/)));
  });
});

describe('registration screens for a signed-in user', () => {
  it('send them on to /dashboard, which is their own landing screen', async () => {
    setViewportWidth(1440);
    for (const [path, role, home] of [
      ['/register/user', 'user', '/jobs/all'],
      ['/register/securitycode', 'teacher', '/jobs/overview'],
      ['/register/teacher', 'principal', '/jobs/overview'],
      ['/register/principal', 'admin', '/admin/schools'],
    ] as const) {
      setToken(tokenFor({ typeOfUser: role }));
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
  });
});
