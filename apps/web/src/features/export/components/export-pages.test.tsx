import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { EXPORT_TOKEN_KEY, isExportTokenExpired } from '../hooks/export-token.ts';
import { formatDate, statisticsAuthSchema } from '@vikariat/domain';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { EXPORT_LOGIN_FORM } from './export-login-page.tsx';

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };

describe('export token', () => {
  it('counts an expired or unreadable token as expired', () => {
    const now = Date.now();
    expect(isExportTokenExpired(tokenFor({ exp: Math.floor(now / 1000) + 60 }), now)).toBe(false);
    expect(isExportTokenExpired(tokenFor({ exp: Math.floor(now / 1000) - 1 }), now)).toBe(true);
    expect(isExportTokenExpired('garbage', now)).toBe(true);
  });
});

describe('/login/export and /export', () => {
  it('logs in with a passcode, stores the export token and goes to /export', async () => {
    const exportToken = tokenFor({ typeOfUser: 'principal' });
    const calls = stubFetch((call) => (call.url === '/api/stats/statistics/auth' ? { status: 200, body: { token: exportToken } } : { status: 500 }));
    const { router } = renderApp('/login/export');
    fireEvent.change(await screen.findByLabelText('Kod'), { target: { value: 'hemlig-kod-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/export'));
    expect(calls[0]?.body).toEqual({ code: 'hemlig-kod-123' });
    expect(localStorage.getItem(EXPORT_TOKEN_KEY)).toBe(exportToken);
  });

  it('shows the server message under the passcode field', async () => {
    stubFetch(() => ({ status: 400, body: { code: 'validation', message: 'Fel kod', fields: { code: 'Fel kod' } } }));
    renderApp('/login/export');
    fireEvent.change(await screen.findByLabelText('Kod'), { target: { value: 'fel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await screen.findByText('Fel kod');
    expect(localStorage.getItem(EXPORT_TOKEN_KEY)).toBeNull();
  });

  it('sends someone without a session or passcode to the passcode login', async () => {
    stubFetch(() => ({ status: 500 }));
    const { router } = renderApp('/export');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/export'));
  });

  it('sends a principal whose school may not export away from /export', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    const calls = stubFetch((call) => (call.url === '/api/stats/export/allowed' ? { status: 200, body: false } : { status: 200, body: {} }));
    const { router } = renderApp('/export');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/export'));
    expect(calls.some((c) => c.url === '/api/stats/export.xlsx')).toBe(false);
  });
});

describe('/export for a principal whose school may export', () => {
  it('downloads the xlsx with the session token at once, names it with today and titles the page from the e-mail domain', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@edu.vasa.fi', school: SCHOOL }));
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:test-1'), revokeObjectURL: () => undefined }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const calls = stubFetch((call) => (call.url === '/api/stats/export/allowed' ? { status: 200, body: true } : { status: 200, body: { fake: 'xlsx' } }));
    renderApp('/export');
    await screen.findByRole('heading', { name: 'Vasa' });
    const name = `statistik-${formatDate(new Date())}.xlsx`;
    expect((await screen.findByRole('link', { name: `Ladda ner ${name}` })).getAttribute('download')).toBe(name);
    expect(clicked).toEqual([name]);
    expect(created).toHaveLength(1);
    const download = calls.find((c) => c.url === '/api/stats/export.xlsx');
    expect(download?.headers.authorization).toBe(`Bearer ${localStorage.getItem('token') ?? ''}`);
    expect(screen.getByRole('button', { name: 'Tillbaka' })).toBeTruthy();
  });
});

describe('every error of the export screens is shown (issue 22 item 4)', () => {
  it("the passcode login: the code's error under its field, any other in the form's message, the first focused", async () => {
    const fields = [...schemaFields(statisticsAuthSchema), 'message'];
    stubFetch(() => errorAnswer(fields));
    renderApp('/login/export');
    fireEvent.change(await screen.findByLabelText('Kod'), { target: { value: 'fel-kod' } });
    fireEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await expectEveryErrorShown(fields, (field) => EXPORT_LOGIN_FORM.fields.includes(field as 'code'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Kod')));
  });

  it('an empty code is refused before any call, in the reader’s words', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    renderApp('/login/export');
    fireEvent.click(await screen.findByRole('button', { name: 'Logga in' }));
    await screen.findByText('Ange koden');
    expect(calls).toHaveLength(0);
  });

  it("the download refused: the server's reason, not a bare 'something went wrong'", async () => {
    localStorage.setItem(EXPORT_TOKEN_KEY, tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => (call.url === '/api/stats/export.xlsx' ? { status: 403, body: { code: 'forbidden', message: 'Koden gäller inte längre.' } } : { status: 500 }));
    renderApp('/export');
    const page = await screen.findByRole('heading', { name: 'Statistikexport' });
    await waitFor(() => expect(page.parentElement?.querySelector('[role="alert"]')?.textContent).toBe('Koden gäller inte längre.'));
  });
});
