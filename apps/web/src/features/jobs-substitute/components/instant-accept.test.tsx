import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

const INSTANT = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a81';
const instant = doc(INSTANT, { schoolName: 'Solbackaskolan', sos: true, instant: true, createdAt: '2030-01-01T08:00:00.000Z' });

beforeEach(() => {
  setViewportWidth(390);
  setToken(tokenFor({ typeOfUser: 'user' }));
  localDb.reset({ jobs: [instant], profile: profile(['091']) });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an instant SOS job on the substitute’s page', () => {
  it('offers Accept instead of Apply, calls the online accept, and shows the server’s refusal', async () => {
    const calls = stubFetch(() => ({ status: 409, body: { code: 'already_taken', message: 'Någon annan hann före: vikariatet är redan tillsatt.' } }));
    renderWithList(`/specific/${INSTANT}`);
    const accept = await screen.findByRole<HTMLButtonElement>('button', { name: 'Tacka ja' });
    expect(screen.queryByRole('button', { name: 'Anmäl dig' })).toBeNull();
    accept.click();
    expect((await screen.findByRole('alert')).textContent).toBe('Någon annan hann före: vikariatet är redan tillsatt.');
    // nothing is left to accept: the button goes
    expect(screen.queryByRole('button', { name: 'Tacka ja' })).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/users/job/accept');
    // never through the outbox: an accept that waits would arrive after someone else's
    expect(localDb.outbox().map((a) => a.type)).toEqual(['view']);
  });

  it('says when offline that accepting needs a connection, and cannot be tapped', async () => {
    stubFetch(() => ({ status: 200, body: {} }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithList(`/specific/${INSTANT}`);
    const accept = await screen.findByRole<HTMLButtonElement>('button', { name: 'Tacka ja (kräver förbindelse)' });
    await waitFor(() => expect(accept.disabled).toBe(true));
  });
});
