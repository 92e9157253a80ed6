import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { OfferNote } from './offer-note.tsx';

afterEach(cleanup);

const JOB = '0190a5b2-7c3d-7e4f-8a9b-0000000000c1';

describe('why the job was offered', () => {
  it('says the wave and the reason the server gives for the reader', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vikarie@x.fi' }));
    const calls = stubFetch((call) =>
      call.url === '/api/users/job/offer'
        ? { status: 200, body: { offer: { wave: 1, reason: 'preferred', offeredAt: '2030-01-14T05:00:00.000Z' } } }
        : { status: 200, body: {} },
    );
    renderWithProviders(<OfferNote jobId={JOB} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Du fick erbjudandet i våg 1 av 3. Du står på skolans lista över önskade vikarier.');
    expect(calls.find((c) => c.url === '/api/users/job/offer')?.body).toEqual({ id: JOB });
  });

  it('shows nothing when the reader was not offered the job in a wave', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vikarie@x.fi' }));
    const calls = stubFetch(() => ({ status: 200, body: { offer: null } }));
    const { container } = renderWithProviders(<OfferNote jobId={JOB} />);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(container.textContent).toBe('');
  });
});
