import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { OfferNote } from './offer-note.tsx';

afterEach(cleanup);

const JOB = '0190a5b2-7c3d-7e4f-8a9b-0000000000c1';

describe('why the job was offered', () => {
  it('says in one plain sentence why the reader was offered the job, with no wave number', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vikarie@x.fi' }));
    const calls = stubFetch((call) =>
      call.url === '/api/users/job/offer'
        ? { status: 200, body: { offer: { wave: 1, reason: 'preferred', offeredAt: '2030-01-14T05:00:00.000Z' } } }
        : { status: 200, body: {} },
    );
    renderWithProviders(<OfferNote jobId={JOB} />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('Skolan erbjöd dig vikariatet bland de första: du står på skolans lista över föredragna vikarier och har markerat dagen som ledig.');
    expect(note.textContent).not.toMatch(/våg|\d av 3/i);
    expect(calls.find((c) => c.url === '/api/users/job/offer')?.body).toEqual({ id: JOB });
  });

  it('tells a reader of the last wave that the job is now open to everyone in the municipality', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vikarie@x.fi' }));
    stubFetch(() => ({ status: 200, body: { offer: { wave: 3, reason: 'region', offeredAt: '2030-01-14T06:00:00.000Z' } } }));
    renderWithProviders(<OfferNote jobId={JOB} />);
    expect((await screen.findByRole('note')).textContent).toBe('Vikariatet erbjuds nu alla vikarier i skolans kommun.');
  });

  it('says it in plain Finnish for a Finnish reader', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'sijainen@x.fi', siteLang: 1 }));
    stubFetch(() => ({ status: 200, body: { offer: { wave: 2, reason: 'workedBefore', offeredAt: '2030-01-14T06:00:00.000Z' } } }));
    renderWithProviders(<OfferNote jobId={JOB} />);
    expect((await screen.findByRole('note')).textContent).toBe(
      'Koulu tarjosi sijaisuutta sinulle varhaisessa vaiheessa: olet työskennellyt koulussa aiemmin ja merkinnyt päivän vapaaksi.',
    );
  });

  it('shows nothing when the reader was not offered the job in a wave', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vikarie@x.fi' }));
    const calls = stubFetch(() => ({ status: 200, body: { offer: null } }));
    const { container } = renderWithProviders(<OfferNote jobId={JOB} />);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(container.textContent).toBe('');
  });
});
