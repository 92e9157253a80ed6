import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

const OFFERED = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a91';

beforeEach(() => {
  setViewportWidth(390);
  setToken(tokenFor({ typeOfUser: 'user' }));
  localDb.reset({ jobs: [doc(OFFERED, { schoolName: 'Solbackaskolan', sos: true, createdAt: '2030-01-01T08:00:00.000Z' })], profile: profile(['091']) });
  stubFetch(() => ({ status: 200, body: { offer: { wave: 3, reason: 'region', offeredAt: '2030-01-01T08:00:00.000Z' } } }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const declines = () => localDb.outbox().filter((a) => a.type === 'declineOffer');

describe('the answer pressed on an offer’s push (decision 034)', () => {
  it('"Tacka nej" declines the job once, as the page’s own button, and leaves for the open list', async () => {
    const { router } = renderWithList(`/specific/${OFFERED}?offer=no`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/all'));
    expect(declines().map((a) => a.payload)).toEqual([{ jobId: OFFERED }]);
    // going back to the job declines nothing more: the parameter was dropped
    await router.navigate(`/specific/${OFFERED}`);
    await screen.findByRole('heading', { level: 1 });
    expect(declines()).toHaveLength(1);
  });

  it('"Visa" only opens the job, with why it was offered', async () => {
    const { router } = renderWithList(`/specific/${OFFERED}?offer=yes`);
    expect((await screen.findByRole('note')).textContent).toBe('Vikariatet erbjuds nu alla vikarier i skolans kommun.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/specific/${OFFERED}`);
    expect(declines()).toEqual([]);
  });

  it('the page’s "Tacka nej" declines in one tap; a reason can follow from the toast, from a fixed list', async () => {
    const { router } = renderWithList(`/specific/${OFFERED}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Tacka nej' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/all'));
    expect(declines().map((a) => a.payload)).toEqual([{ jobId: OFFERED }]);
    // no confirmation for one tap: the toast says where the job went, to be restored from there
    await screen.findByText(/finns nu under Dolda och blockerade, där du kan återställa det/);
    fireEvent.click(await screen.findByRole('button', { name: 'Ange orsak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Varför tackade du nej?' });
    // the toast that offered it goes: its button would ask again from inside the dialog
    expect(screen.queryByRole('button', { name: 'Ange orsak' })).toBeNull();
    expect(dialog.textContent).toContain('Skolan ser orsaken');
    fireEvent.click(screen.getByRole('button', { name: 'För kort varsel' }));
    await waitFor(() => expect(declines().map((a) => a.payload)).toEqual([{ jobId: OFFERED }, { jobId: OFFERED, reason: 'tooShortNotice' }]));
    await screen.findByText('Tack! Orsaken skickas till skolan.');
  });
});
