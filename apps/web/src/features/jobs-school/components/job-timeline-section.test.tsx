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
      '14.01.2030 07:00 Våg 1: erbjudet till 2 av skolans önskade vikarier',
      '14.01.2030 07:00 Notis (SOS-vikariat) till 12 personer: 11 levererade, 1 misslyckade, 0 väntar',
      '14.01.2030 07:09 Vera Vikström anmälde sig',
      '14.01.2030 07:10 En vikarie tackade nej: för kort varsel',
      '14.01.2030 07:10 Ville Virta tackade nej',
      '14.01.2030 07:10 Våg 3: erbjudet till 40 i kommunen',
      '14.01.2030 07:17 Vera Vikström valdes',
      '14.01.2030 07:17 Notis (Vald) till 1 person: 1 levererade, 0 misslyckade, 0 väntar',
      '14.01.2030 07:30 Den bokade vikarien avbokade. Orsak: Feber',
    ]);
    expect(within(section).getByText('Tid till tillsättning: 17 min')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/teachers/job/0190a5b2-7c3d-7e4f-8a9b-0000000000b1/timeline')).toBe(true);
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
});
