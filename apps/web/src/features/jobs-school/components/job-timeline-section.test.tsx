import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { JobTimelineSection } from './job-timeline-section.tsx';

afterEach(cleanup);

describe('the job timeline', () => {
  it('lists the job history in the order the server gives, with the time to fill', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@x.fi' }));
    const calls = stubFetch((call) =>
      call.url.includes('/timeline')
        ? {
            status: 200,
            body: {
              events: [
                { type: 'posted', at: '2030-01-14T05:00:00.000Z' },
                { type: 'wave', at: '2030-01-14T05:00:00.000Z', wave: 1, offered: 2 },
                { type: 'notified', at: '2030-01-14T05:00:00.000Z', kind: 'sos_job', recipients: 12, sent: 11, failed: 1, pending: 0 },
                { type: 'applied', at: '2030-01-14T05:09:00.000Z', name: 'Vera Vikström' },
                { type: 'declined', at: '2030-01-14T05:10:00.000Z', name: null, reason: 'tooShortNotice' },
                { type: 'declined', at: '2030-01-14T05:10:00.000Z', name: 'Ville Virta', reason: null },
                { type: 'wave', at: '2030-01-14T05:10:00.000Z', wave: 3, offered: 40 },
                { type: 'chosen', at: '2030-01-14T05:17:00.000Z', name: 'Vera Vikström' },
                { type: 'notified', at: '2030-01-14T05:17:00.000Z', kind: 'chosen', recipients: 1, sent: 1, failed: 0, pending: 0 },
                { type: 'cancelled', at: '2030-01-14T05:30:00.000Z', name: null, by: 'substitute', reason: 'Feber' },
              ],
              minutesToFill: 17,
            },
          }
        : { status: 200, body: {} },
    );
    renderWithProviders(<JobTimelineSection jobId="0190a5b2-7c3d-7e4f-8a9b-0000000000b1" version="" />);
    const section = await screen.findByRole('region', { name: 'Tidslinje' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '14.01.2030 07:00 Vikariatet publicerades',
      '14.01.2030 07:00 Erbjudet till 2 av skolans föredragna vikarier (omgång 1 av 3)',
      '14.01.2030 07:00 SOS-vikariat: notis skickad till 12 personer. 11 har fått den, 1 gick inte att nå.',
      '14.01.2030 07:09 Vera Vikström anmälde sig',
      '14.01.2030 07:10 En vikarie tackade nej: för kort varsel',
      '14.01.2030 07:10 Ville Virta tackade nej',
      '14.01.2030 07:10 Erbjudet till 40 andra vikarier i kommunen (omgång 3 av 3)',
      '14.01.2030 07:17 Vera Vikström valdes',
      '14.01.2030 07:17 Vikarie vald: notis skickad till 1 person. Den har kommit fram.',
      '14.01.2030 07:30 Den bokade vikarien avbokade. Orsak: Feber',
    ]);
    expect(within(section).getByText('Tid till tillsättning: 17 min')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/teachers/job/0190a5b2-7c3d-7e4f-8a9b-0000000000b1/timeline')).toBe(true);
  });

  it('says a booking ended because the substitute deleted their account, in both languages', async () => {
    const at = '2030-01-14T05:30:00.000Z';
    const events = [
      { type: 'chosen', at: '2030-01-14T05:17:00.000Z', name: null },
      { type: 'cancelled', at, name: null, by: 'substitute', reason: null, accountDeleted: true },
    ];
    for (const [siteLang, title, line] of [
      [2, 'Tidslinje', 'Bokningen avbokades: vikarien raderade sitt konto'],
      [1, 'Aikajana', 'Varaus peruttiin: sijainen poisti tilinsä'],
    ] as const) {
      localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@x.fi', siteLang }));
      stubFetch(() => ({ status: 200, body: { events, minutesToFill: null } }));
      renderWithProviders(<JobTimelineSection jobId="0190a5b2-7c3d-7e4f-8a9b-0000000000b4" version="" />);
      const section = await screen.findByRole('region', { name: title });
      const items = await within(section).findAllByRole('listitem');
      expect(items.at(-1)?.textContent).toBe(`14.01.2030 07:30 ${line}`);
      cleanup();
    }
  });

  it('says in plain Finnish whom each round offered the job and how its notices went', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rehtori@x.fi', siteLang: 1 }));
    const at = '2030-01-14T05:00:00.000Z';
    stubFetch(() => ({
      status: 200,
      body: {
        events: [
          { type: 'wave', at, wave: 1, offered: 2 },
          { type: 'wave', at, wave: 2, offered: 1 },
          { type: 'wave', at, wave: 3, offered: 3 },
          { type: 'notified', at, kind: 'new_job', recipients: 3, sent: 3, failed: 0, pending: 0 },
          { type: 'notified', at, kind: 'new_job', recipients: 4, sent: 2, failed: 1, pending: 1 },
        ],
        minutesToFill: null,
      },
    }));
    renderWithProviders(<JobTimelineSection jobId="0190a5b2-7c3d-7e4f-8a9b-0000000000b3" version="" />);
    const section = await screen.findByRole('region', { name: 'Aikajana' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace('14.01.2030 07:00 ', ''))).toEqual([
      'Tarjottu 2 koulun suositulle sijaiselle (kierros 1/3)',
      'Tarjottu 1 sijaiselle, joka on työskennellyt koulussa aiemmin (kierros 2/3)',
      'Tarjottu 3 muulle kunnan sijaiselle (kierros 3/3)',
      'Uusi sijaisuus: ilmoitus lähetetty 3 henkilölle. Kaikki ovat saaneet sen.',
      'Uusi sijaisuus: ilmoitus lähetetty 4 henkilölle. 2 on saanut sen, 1 jäi tavoittamatta, 1 ei ole vielä saanut sitä.',
    ]);
  });

  it('reads the history again when the replicated job changes (a cancellation made on the page shows at once)', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@x.fi' }));
    const posted = { type: 'posted', at: '2030-01-14T05:00:00.000Z' };
    const chosen = { type: 'chosen', at: '2030-01-14T05:17:00.000Z', name: 'Vera Vikström' };
    const cancelled = { type: 'cancelled', at: '2030-01-14T05:30:00.000Z', name: 'Vera Vikström', by: 'school' };
    let reads = 0;
    stubFetch(() => {
      reads += 1;
      return { status: 200, body: reads === 1 ? { events: [posted, chosen], minutesToFill: 17 } : { events: [posted, cancelled], minutesToFill: null } };
    });
    const id = '0190a5b2-7c3d-7e4f-8a9b-0000000000b2';
    // the manage page passes the replicated job's version; a choice undone elsewhere changes it
    function Page() {
      const [version, setVersion] = useState('vera@x.fi|vera@x.fi');
      return (
        <>
          <button type="button" onClick={() => setVersion('|')}>
            sync
          </button>
          <JobTimelineSection jobId={id} version={version} />
        </>
      );
    }
    renderWithProviders(<Page />);
    const section = await screen.findByRole('region', { name: 'Tidslinje' });
    expect(await within(section).findByText('Tid till tillsättning: 17 min')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'sync' }));
    expect(await within(section).findByText(/Skolan avbokade Vera Vikström/)).toBeTruthy();
    expect(within(section).getByText('Ingen vald ännu.')).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('shows each choice and each unchoice as its own line, in Swedish and Finnish', async () => {
    const at = (minute: number) => `2030-01-14T05:${String(minute).padStart(2, '0')}:00.000Z`;
    const events = [
      { type: 'chosen', at: at(10), name: 'Vera Vikström' },
      { type: 'unchosen', at: at(12), name: 'Vera Vikström' },
      { type: 'chosen', at: at(13), name: null },
      { type: 'unchosen', at: at(14), name: null },
      { type: 'chosen', at: at(15), name: 'Vera Vikström' },
    ];
    stubFetch(() => ({ status: 200, body: { events, minutesToFill: 15 } }));
    const lines = async (region: string) =>
      (await within(await screen.findByRole('region', { name: region })).findAllByRole('listitem')).map((li) => li.textContent?.slice(17));
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@x.fi' }));
    renderWithProviders(<JobTimelineSection jobId="0190a5b2-7c3d-7e4f-8a9b-0000000000b4" version="" />);
    expect(await lines('Tidslinje')).toEqual([
      'Vera Vikström valdes',
      'Skolan tog bort valet av Vera Vikström',
      'En vikarie valdes',
      'Skolan tog bort valet av vikarien',
      'Vera Vikström valdes',
    ]);
    cleanup();
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rehtori@x.fi', siteLang: 1 }));
    renderWithProviders(<JobTimelineSection jobId="0190a5b2-7c3d-7e4f-8a9b-0000000000b5" version="" />);
    expect(await lines('Aikajana')).toEqual([
      'Vera Vikström valittiin',
      'Koulu perui henkilön Vera Vikström valinnan',
      'Sijainen valittiin',
      'Koulu perui sijaisen valinnan',
      'Vera Vikström valittiin',
    ]);
  });
});
