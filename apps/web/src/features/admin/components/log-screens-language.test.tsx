import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { loadLocale } from '../../../lib/i18n.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

/** Issue 22 item 10: the admin screens show codes as words and times without a word of the other language. */
const DELIVERY = {
  id: '0190a5b2-7c3d-7e4f-8a9b-0000000000d1',
  event: 'chosen',
  channel: 'email',
  target: 'vera@x.fi',
  status: 'failed',
  attempts: 5,
  lastError: '550',
  createdAt: '2026-11-27T20:33:52.000Z',
  sentAt: null,
  accountEmail: 'vera@x.fi',
  title: null,
  subject: 'Du har valts',
};
const PENDING = {
  id: '0190a5b2-7c3d-7e4f-8a9b-0000000000e1',
  email: 'ny.rektor@x.fi',
  firstName: 'Nils',
  lastName: 'Nyberg',
  typeOfUser: 'principal',
  school: 'Esbo svenska skola',
  createdAt: '2026-11-27T20:33:52.000Z',
};
const ENTRY = {
  id: 7,
  at: '2026-11-27T20:33:52.000Z',
  accountId: null,
  email: 'vera@x.fi',
  schoolId: null,
  erased: false,
  deviceId: 'phone-1',
  kind: 'pull',
  collection: 'applications',
  docsIn: 0,
  docsOut: 3,
  checkpointBefore: 1,
  checkpointAfter: 4,
  durationMs: 12,
  outcome: 'ok',
  errorCode: null,
};

/** The app at a path, the log lists given a viewport (jsdom has no layout). */
const renderAt = (path: string) => renderApp(path, undefined, { viewportHeight: 700, itemHeight: 72 });

function signInAdmin(siteLang: 1 | 2) {
  setViewportWidth(1440);
  localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi', siteLang }));
  stubFetch((call) => {
    if (call.url.startsWith('/api/admin/deliveries')) return { status: 200, body: { deliveries: [DELIVERY] } };
    if (call.url.startsWith('/api/admin/principals/pending')) return { status: 200, body: { accounts: [PENDING] } };
    if (call.url.startsWith('/api/admin/accounts/locked')) return { status: 200, body: { accounts: [] } };
    if (call.url.startsWith('/api/admin/sync-log/stats')) return { status: 200, body: { hours: [] } };
    if (call.url.startsWith('/api/admin/sync-log')) return { status: 200, body: { entries: [ENTRY], total: 1, page: 1, pageSize: 200 } };
    if (call.url === '/api/admin/schools') return { status: 200, body: { schools: [] } };
    return { status: 200, body: {} };
  });
}

describe('admin logs in the UI language', () => {
  // A fresh test worker's first screen compiles every catalogue of its language (18 .po files each) and transforms the
  // lazily loaded page, the sync log's with recharts: ~4 s on an idle machine, far past a findBy's 5 s on a loaded one,
  // while the screens waited on the boot spinner. That work is the test runner's, not the screens': it is done here,
  // once, with time to spare, and each test waits only for its screen.
  beforeAll(async () => {
    await Promise.all([loadLocale('sv'), loadLocale('fi'), import('./deliveries-page.tsx'), import('./principals-page.tsx'), import('./sync-log-page.tsx')]);
  }, 120_000);

  it('shows a delivery’s event, channel and status as Swedish words and its time with the Finnish clock but no "klo"', async () => {
    signInAdmin(2);
    renderAt('/admin/deliveries');
    await screen.findByText('Vald till vikariat');
    expect(screen.getByText('27.11.2026 22:33')).toBeTruthy();
    const row = screen.getByText('Vald till vikariat').closest('.admin-log-row');
    expect(row?.textContent).toContain('E-post');
    expect(row?.textContent).toContain('Misslyckad');
    expect(row?.textContent).not.toMatch(/chosen|email|failed|klo/);
  });

  it('shows them in Finnish for a Finnish admin', async () => {
    signInAdmin(1);
    renderAt('/admin/deliveries');
    await screen.findByText('Valittu sijaiseksi');
    const row = screen.getByText('Valittu sijaiseksi').closest('.admin-log-row');
    expect(row?.textContent).toContain('Sähköposti');
    expect(row?.textContent).toContain('Epäonnistunut');
  });

  it('names the role of a principal waiting for approval', async () => {
    signInAdmin(2);
    renderAt('/admin/principals');
    const row = await screen.findByRole('row', { name: /Nils Nyberg/ });
    expect(row.textContent).toContain('Rektor');
    expect(row.textContent).not.toContain('principal');
  });

  it('shows a sync-log entry’s kind, collection and outcome as words, to the second', async () => {
    signInAdmin(2);
    renderAt('/admin/sync-log');
    const time = await screen.findByRole('button', { name: '27.11.2026 22:33:52' });
    const row = time.closest('.admin-log-row');
    expect(row?.textContent).toContain('Hämtning');
    expect(row?.textContent).toContain('Anmälningar');
    expect(row?.textContent).toContain('OK');
    expect(row?.textContent).not.toMatch(/pull|applications|klo/);
  });
});
