import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

afterEach(() => vi.unstubAllGlobals());

const SESSIONS = [
  {
    id: '0190a5b2-7c3d-7e4f-8a9b-000000000001',
    device: 'Chrome · Android',
    userAgent: 'x',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: '2026-11-28T09:15:00.000Z',
    current: true,
  },
  {
    id: '0190a5b2-7c3d-7e4f-8a9b-000000000002',
    device: 'Firefox · macOS',
    userAgent: 'y',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-11-02T12:00:00.000Z',
    current: false,
  },
];

describe('signed-in devices', { timeout: 30_000 }, () => {
  it('lists the sessions, marks this device and ends another after asking', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user' }));
    let live = SESSIONS;
    const calls = stubFetch((call) => {
      if (call.url === '/api/shared/sessions') return { status: 200, body: { sessions: live } };
      if (call.url.endsWith('/end')) {
        live = live.filter((s) => s.current);
        return { status: 200, body: { success: true } };
      }
      return { status: 200, body: {} };
    });
    renderApp('/settings/devices');
    const other = (await screen.findByText('Firefox · macOS', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(within(other).getByText(/senast använd 02\.11\.2026 14:00/)).toBeTruthy();
    const mine = screen.getByText('Chrome · Android', { selector: 'strong' }).closest('li') as HTMLElement;
    expect(within(mine).getByText('Den här enheten')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    fireEvent.click(within(other).getByRole('button', { name: 'Logga ut Firefox · macOS' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logga ut enheten' }));
    await waitFor(() => expect(screen.queryByText('Firefox · macOS', { selector: 'strong' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/shared/sessions/${SESSIONS[1]?.id ?? ''}/end`)).toBe(true);
  });
});

describe('my data', { timeout: 30_000 }, () => {
  it('downloads the workbook and the JSON of the signed-in account', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user' }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/settings/data');
    fireEvent.click(await screen.findByRole('button', { name: 'Ladda ner som kalkylblad' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/shared/my-data.xlsx'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ladda ner som JSON' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Ladda ner som JSON' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/shared/my-data.json'));
    expect(calls.find((c) => c.url === '/api/shared/my-data.json')?.headers['authorization']).toMatch(/^Bearer /);
  });
});
