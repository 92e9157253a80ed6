import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setToken } from '../../../lib/session.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('new activation link', () => {
  it('marks an empty or malformed e-mail and makes no call', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/new-activation');
    const button = await screen.findByRole('button', { name: 'Skicka ny aktiveringslänk' });
    fireEvent.click(button);
    const email = screen.getByLabelText(/E-post/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'anna@' } });
    fireEvent.click(button);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it("says 'Ditt konto är redan aktiverat' when the server answers Already confirmed", async () => {
    const calls = stubFetch(() => ({ status: 200, body: { message: 'Already confirmed' } }));
    renderApp('/new-activation');
    fireEvent.change(await screen.findByLabelText(/E-post/), { target: { value: ' Anna@Example.fi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka ny aktiveringslänk' }));
    await screen.findByText('Ditt konto är redan aktiverat');
    expect(calls[0]).toMatchObject({ url: '/api/users/confirm-email', method: 'POST', body: { email: 'anna@example.fi' } });
  });
});

describe('forgot password', () => {
  it('refuses another e-mail than the signed-in account, in a toast that stays, without a call', async () => {
    setToken(tokenFor({ email: 'anna.lind@example.fi' }));
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/resetpassword');
    fireEvent.change(await screen.findByLabelText(/E-post/), { target: { value: 'other@example.fi' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const text = 'E-posten stämmer inte överens med den du använder till ditt konto!';
    expect(screen.getByText(text)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText(text)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the request, shows a success toast and goes to /login after 3 s', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { success: true } }));
    const { router } = renderApp('/resetpassword');
    fireEvent.change(await screen.findByLabelText(/E-post/), { target: { value: 'Anna@Example.fi' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ url: '/api/shared/forgot', body: { email: 'anna@example.fi' } }));
    await screen.findByText(/har vi skickat en länk/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(router.state.location.pathname).toBe('/resetpassword');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('reset and confirm links', () => {
  it('sets the new password with the token of the link, then goes to /login', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { success: true } }));
    const { router } = renderApp('/reset/abc123');
    fireEvent.change(await screen.findByLabelText(/Nytt lösenord/), { target: { value: 'Ett-långt-lösen-9' } });
    fireEvent.change(screen.getByLabelText(/Bekräfta lösenordet/), { target: { value: 'Ett-långt-lösen-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara lösenordet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({
      url: '/api/shared/reset/abc123',
      body: { password: 'Ett-långt-lösen-9', password2: 'Ett-långt-lösen-9', resetToken: 'abc123' },
    });
  });

  it('shows the server field errors of a refused reset', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'validation', message: 'x', fields: { password2: 'Lösenorden stämmer inte överens.' } } }));
    renderApp('/reset/abc123');
    fireEvent.change(await screen.findByLabelText(/Nytt lösenord/), { target: { value: 'Ett-långt-lösen-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara lösenordet' }));
    await screen.findByText('Lösenorden stämmer inte överens.');
  });

  it("shows the server's msg for a confirmation and goes to /login after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch(() => ({ status: 200, body: { msg: 'Ditt konto är aktiverat. Du kan nu logga in.' } }));
    const { router } = renderApp('/confirm/0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b');
    await screen.findByText('Ditt konto är aktiverat. Du kan nu logga in.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/shared/confirm/0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b', method: 'POST' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_800);
    });
    expect(router.state.location.pathname).toMatch(/^\/confirm\//);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(router.state.location.pathname).toBe('/login');
  });
});
