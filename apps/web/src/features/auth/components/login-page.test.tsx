import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { writeLangCookie } from '../../../lib/lang.ts';
import { NEW_REGISTRATION_STATE } from '../login-state.ts';

const fillAndSubmit = async (email: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('E-post'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Lösenord'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
};

describe('login screen', () => {
  afterEach(() => vi.useRealTimers());

  it('lower-cases the e-mail, stores the token, records the last login and goes on (substitute to /jobs/all)', async () => {
    setViewportWidth(1440);
    const token = tokenFor({ typeOfUser: 'user', email: 'anna.lind@example.fi' });
    const calls = stubFetch((call) => (call.url === '/api/shared/login' ? { status: 200, body: { token } } : { status: 200, body: {} }));
    const { router } = renderApp('/login');
    await fillAndSubmit('  Anna.Lind@Example.FI ', 'hemligt-lösen-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/all'));
    expect(calls[0]).toMatchObject({ url: '/api/shared/login', method: 'POST', body: { email: 'anna.lind@example.fi', password: 'hemligt-lösen-1' } });
    expect(calls[1]).toMatchObject({ url: '/api/shared/lastlogin', body: { email: 'anna.lind@example.fi' } });
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('shows the server field errors under their fields', async () => {
    stubFetch(() => ({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Fel', fields: { passwordincorrect: 'Fel lösenord', emailnotfound: 'E-postadressen hittades inte' } },
    }));
    renderApp('/login');
    await fillAndSubmit('okand@example.fi', 'x');
    const password = screen.getByLabelText('Lösenord');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(errorOf(password)).toBe('Fel lösenord');
    expect(errorOf(screen.getByLabelText('E-post'))).toBe('E-postadressen hittades inte');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the form-level message of a locked or throttled account', async () => {
    stubFetch(() => ({ status: 429, body: { code: 'throttled', message: 'x', fields: { message: 'För många försök. Vänta en stund.' } } }));
    renderApp('/login');
    await fillAndSubmit('a@b.fi', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('För många försök. Vänta en stund.');
  });

  it('says so when there is no connection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/login');
    await fillAndSubmit('a@b.fi', 'x');
    expect((await screen.findByRole('alert')).textContent).toContain('Ingen internetanslutning');
  });

  it('switches the language with the _lang cookie', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Suomi' }));
    await screen.findByRole('heading', { name: 'Kirjaudu sisään' });
    expect(document.cookie).toContain('_lang=fi');
    expect(screen.getByLabelText('Sähköposti')).toBeTruthy();
  });

  it('starts in Finnish when the cookie says fi, with the links to registration and recovery', async () => {
    writeLangCookie('fi');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Kirjaudu sisään' });
    expect(screen.getByRole('link', { name: 'Rekisteröidy sijaiseksi' }).getAttribute('href')).toBe('/register/user');
    expect(screen.getByRole('link', { name: 'Rekisteröidy opettajaksi' }).getAttribute('href')).toBe('/register/securitycode');
    expect(screen.getByRole('link', { name: 'Lähetä uusi aktivointilinkki' }).getAttribute('href')).toBe('/new-activation');
    expect(screen.getByRole('link', { name: 'Unohditko salasanasi?' }).getAttribute('href')).toBe('/resetpassword');
  });

  it('shows the check-your-e-mail message for 6 s after a new registration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/login', NEW_REGISTRATION_STATE);
    const message = await screen.findByText('Vänligen kontrollera din e-post för att verifiera ditt konto.');
    expect(message).toBeTruthy();
    // Let React run the mount effects (which start the 6 s timer) before moving the clock.
    await act(async () => {
      await Promise.resolve();
    });
    act(() => {
      vi.advanceTimersByTime(5_500);
    });
    expect(screen.queryByText(/kontrollera din e-post/)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText(/kontrollera din e-post/)).toBeNull();
  });
});
