import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { vapidKeyBytes } from '../hooks/vapid-key.ts';
import { parseTab, tabsFor } from './settings-tabs.ts';

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };

describe('settings tabs', () => {
  it('knows the spec tab numbers and keeps the standard text for school staff', () => {
    expect(parseTab('5', 'user')).toBe(5);
    expect(parseTab('7', 'user')).toBeNull();
    expect(parseTab('7', 'teacher')).toBe(7);
    expect(parseTab('3', 'teacher')).toBeNull();
    expect(tabsFor('principal').map((t) => t.tab)).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
  });

  it('decodes a base64url VAPID key', () => {
    expect([...vapidKeyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});

describe('/settings', () => {
  it('on a phone shows the menu list with the verified badge and the version', async () => {
    setViewportWidth(375);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', identityVerified: true }));
    stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/settings');
    const menu = await screen.findByRole('navigation', { name: 'Inställningar' });
    expect(menu.textContent).toContain('Verifierad');
    expect(menu.textContent).toContain('v1.9.2');
    expect(screen.getByRole('link', { name: 'Notiser' }).getAttribute('href')).toBe('/settings/notifications');
  });

  it('shows the substitute FAQ to substitutes and the school FAQ to principals', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user' }));
    stubFetch(() => ({ status: 200, body: {} }));
    const first = renderApp('/settings?tab=5');
    await screen.findByText('Kostar tjänsten något för mig som vikarie?');
    expect(screen.queryByText('Vad kostar tjänsten för skolan?')).toBeNull();
    first.unmount();

    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', school: SCHOOL }));
    renderApp('/settings?tab=5');
    await screen.findByText('Vad kostar tjänsten för skolan?');
    expect(screen.queryByText('Kostar tjänsten något för mig som vikarie?')).toBeNull();
  });

  it('sends a support message, thanks the user and clears the fields', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'teacher', email: 'larare@skola.fi', school: SCHOOL }));
    const calls = stubFetch(() => ({ status: 200, body: { success: true } }));
    renderApp('/settings?tab=6');
    fireEvent.change(await screen.findByLabelText(/^Ämne/), { target: { value: 'Hjälp' } });
    fireEvent.change(screen.getByLabelText(/^Meddelande/), { target: { value: 'Jag hittar inte kalendern.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Tack för ditt meddelande');
    expect(calls.find((c) => c.url === '/api/shared/email/support')?.body).toEqual({
      email: 'larare@skola.fi',
      subject: 'Hjälp',
      message: 'Jag hittar inte kalendern.',
    });
    expect(screen.getByLabelText<HTMLInputElement>(/^Ämne/).value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Meddelande/).value).toBe('');
  });

  it('reads the e-mail switch from the profile and turns it off', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'teacher', email: 'larare@skola.fi', school: SCHOOL }));
    const calls = stubFetch((call) =>
      call.url === '/api/teachers/get/teacher' ? { status: 200, body: { email: 'larare@skola.fi', sendEmail: true } } : { status: 200, body: { success: true } },
    );
    renderApp('/settings/notifications');
    const emailSwitch = await screen.findByRole('switch', { name: 'E-postnotiser' });
    await waitFor(() => expect(emailSwitch.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(emailSwitch.hasAttribute('disabled')).toBe(false));
    fireEvent.click(emailSwitch);
    await waitFor(() => expect(calls.find((c) => c.url === '/api/shared/set/sendemail')?.body).toEqual({ email: 'larare@skola.fi', emailBool: false }));
    await screen.findByText('E-postnotiser är av');
    expect(screen.queryByRole('switch', { name: 'Fråga på kvällen om jag är ledig i morgon' })).toBeNull();
  });

  it('shows a substitute the evening question, read from the profile, and turns it off; school staff do not see it', async () => {
    setViewportWidth(390);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'anna.lind@example.fi' }));
    const calls = stubFetch((call) =>
      call.url === '/api/users/get/user'
        ? { status: 200, body: { email: 'anna.lind@example.fi', sendEmail: true, askFreeTomorrow: true } }
        : { status: 200, body: { success: true, askFreeTomorrow: false } },
    );
    renderApp('/settings/notifications');
    const ask = await screen.findByRole('switch', { name: 'Fråga på kvällen om jag är ledig i morgon' });
    await waitFor(() => expect(ask.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(ask.hasAttribute('disabled')).toBe(false));
    fireEvent.click(ask);
    await waitFor(() => expect(calls.find((c) => c.url === '/api/users/set/free-tomorrow')?.body).toEqual({ on: false }));
    await screen.findByText('Kvällsfrågan är av');
  });

  it('keeps the account when deletion is declined', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'anna.lind@example.fi' }));
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/settings?tab=2');
    await screen.findByText('anna.lind@example.fi');
    expect(screen.getByRole('link', { name: 'Byt lösenord' }).getAttribute('href')).toBe('/resetpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Radera kontot' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Avbryt' }));
    await screen.findByText('Ingen ändring!');
    expect(calls.some((c) => c.url === '/api/users/delete/account')).toBe(false);
  });
});
