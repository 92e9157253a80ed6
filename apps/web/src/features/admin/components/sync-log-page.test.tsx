import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { renderUi } from '../../../../test/render-ui.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { SyncLogDetail } from './sync-log-detail.tsx';

const ENTRY = {
  id: 7,
  at: '2026-11-21T10:00:00.000Z',
  accountId: '0190a5b2-7c3d-7e4f-8a9b-0000000000aa',
  email: 'vikarie@example.fi',
  schoolId: null,
  erased: false,
  deviceId: 'phone-1',
  kind: 'push',
  collection: 'outbox',
  docsIn: 2,
  docsOut: 0,
  checkpointBefore: 10,
  checkpointAfter: 12,
  durationMs: 14,
  outcome: 'rejected',
  errorCode: 'cant_apply',
};

describe('/admin/sync-log', () => {
  it('shows the total and asks the list and the per-hour stats with the chosen filters', async () => {
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi' }));
    const calls = stubFetch((call) => {
      if (call.url.startsWith('/api/admin/sync-log/stats'))
        return { status: 200, body: { hours: [{ hour: '2026-11-21T10:00:00.000Z', pulls: 3, pushes: 1, rejections: 1, errors: 0 }] } };
      if (call.url.startsWith('/api/admin/sync-log')) return { status: 200, body: { entries: [ENTRY], total: 1, page: 1, pageSize: 200 } };
      if (call.url === '/api/admin/schools') return { status: 200, body: { schools: [] } };
      return { status: 200, body: {} };
    });
    renderApp('/admin/sync-log');
    await screen.findByRole('heading', { name: 'Poster (1)' });

    const form = screen.getByRole('form', { name: 'Filter' });
    fireEvent.change(within(form).getByLabelText('Enhet'), { target: { value: 'phone-1' } });
    fireEvent.change(within(form).getByLabelText('Samling'), { target: { value: 'outbox' } });
    fireEvent.change(within(form).getByLabelText('Utfall'), { target: { value: 'rejected' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrera' }));
    const wanted = (prefix: string) => (c: { url: string }) =>
      c.url.startsWith(prefix) && c.url.includes('device=phone-1') && c.url.includes('collection=outbox') && c.url.includes('outcome=rejected');
    await waitFor(() => expect(calls.some(wanted('/api/admin/sync-log?'))).toBe(true));
    expect(calls.some(wanted('/api/admin/sync-log/stats?'))).toBe(true);
  });

  it('shows one entry in full, rejection code included', async () => {
    const calls = stubFetch(() => ({ status: 200, body: ENTRY }));
    renderUi(
      <QueryClientProvider client={createQueryClient()}>
        <SyncLogDetail id={7} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Synkpost 7' });
    await within(dialog).findByText('cant_apply');
    expect(within(dialog).getByText('phone-1')).toBeTruthy();
    // codes as words, the time in Finland without "klo" (issue 22 item 10)
    for (const word of ['Sändning', 'Åtgärder från enheten', 'Avvisad', '21.11.2026 12:00:00']) expect(within(dialog).getByText(word)).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/push|outbox|rejected|klo/);
    expect(calls[0]?.url).toBe('/api/admin/sync-log/7');
  });
});
