import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finnishDate, type HoursEntry } from '@vikariat/domain';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, MINE, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const FIRST = daysAgo(3);
const SECOND = daysAgo(2);
const corrected: HoursEntry = {
  jobId: MINE,
  day: SECOND,
  start: '08:30',
  end: '14:00',
  breakMinutes: 30,
  lessons: 4,
  status: 'corrected',
  late: true,
  note: 'Kom 08.30',
  reviewedBy: 'Rektor Rask',
  reviewedAt: '2030-01-01T10:00:00Z',
  submitted: { start: '08:00', end: '14:00', breakMinutes: 30, lessons: 5 },
};

beforeEach(() => {
  setViewportWidth(375);
  setToken(tokenFor({ typeOfUser: 'user' }));
  // offline for the sync: the hours are given on the device and wait in the outbox; the school asks for lessons
  stubFetch((call) => {
    if (call.url.endsWith('/api/users/hours/settings')) return { status: 200, body: { askLessons: true } };
    throw new TypeError('Failed to fetch');
  });
  localDb.reset({
    jobs: [doc(MINE, { startDate: FIRST, endDate: SECOND, startTime: '08:00', endTime: '14:00', applied: true, applicationId: 'a1', chosen: 'me', hours: [corrected] })],
    profile: profile(['091']),
  });
});

// opening the job also queues its view: only the hours matter here
const given = () => localDb.outbox().filter((a) => a.type === 'submitHours');
const dayItem = async (day: string) => screen.findByRole<HTMLElement>('listitem', { name: finnishDate(day) });
// a time is an hour menu and a minute menu (TimeField), named by the field
const menus = (scope: HTMLElement, label: string) =>
  (['timme', 'minut'] as const).map((part) => within(scope).getByRole<HTMLSelectElement>('combobox', { name: `${label} ${part}` }));
const timeIn = (scope: HTMLElement, label: string) =>
  menus(scope, label)
    .map((select) => select.value)
    .join(':');
const setTime = (scope: HTMLElement, label: string, time: string) => {
  const [hour, minute] = menus(scope, label);
  const [h, m] = time.split(':');
  fireEvent.change(hour!, { target: { value: h } });
  fireEvent.change(minute!, { target: { value: m } });
};

describe('the substitute’s hours (issue 24)', () => {
  it('pre-fills an ended day from the job, refuses an end before the start, and queues the day offline', async () => {
    renderWithList(`/specific/${MINE}`);
    const first = await dayItem(FIRST);
    expect(timeIn(first, 'Började')).toBe('08:00');
    expect(timeIn(first, 'Slutade')).toBe('14:00');
    setTime(first, 'Slutade', '07:00');
    fireEvent.click(within(first).getByRole('button', { name: `Bekräfta timmarna ${finnishDate(FIRST)}` }));
    expect(await within(first).findByText('Sluttiden måste vara efter starttiden.')).toBeTruthy();
    expect(given()).toEqual([]);

    setTime(first, 'Slutade', '14:30');
    fireEvent.change(within(first).getByLabelText(/Obetald rast/), { target: { value: '30' } });
    fireEvent.change(await within(first).findByLabelText(/Lektioner/), { target: { value: '5' } });
    fireEvent.click(within(first).getByRole('button', { name: `Bekräfta timmarna ${finnishDate(FIRST)}` }));
    expect(given()).toMatchObject([{ type: 'submitHours', payload: { jobId: MINE, day: FIRST, start: '08:00', end: '14:30', breakMinutes: 30, lessons: 5 } }]);
    // the device shows it at once, waiting for the school
    expect(await within(await dayItem(FIRST)).findByText('Väntar på godkännande')).toBeTruthy();
  });

  it('shows the school’s correction with who and why, and what the substitute gave; a reviewed day cannot be changed', async () => {
    renderWithList(`/specific/${MINE}`);
    const second = await dayItem(SECOND);
    expect(within(second).getByText('Rättad av skolan')).toBeTruthy();
    expect(within(second).getByText('Rektor Rask: Kom 08.30')).toBeTruthy();
    expect(within(second).getByText(/Vikarien angav: 08:00–14:00/)).toBeTruthy();
    expect(within(second).getByText('Sen ankomst')).toBeTruthy();
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('asks no lessons where the school does not; takes a shift past midnight only on a night job and says it ends the next day', async () => {
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/api/users/hours/settings')) return { status: 200, body: { askLessons: false } };
      throw new TypeError('Failed to fetch');
    });
    localDb.reset({
      jobs: [doc(MINE, { startDate: FIRST, endDate: FIRST, startTime: '18:00', endTime: '02:00', applied: true, applicationId: 'a1', chosen: 'me', hours: [] })],
      profile: profile(['091']),
    });
    renderWithList(`/specific/${MINE}`);
    const first = await dayItem(FIRST);
    expect(timeIn(first, 'Slutade')).toBe('02:00');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/users/hours/settings'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(first).queryByLabelText(/Lektioner/)).toBeNull();
    setTime(first, 'Slutade', '01:30');
    fireEvent.click(within(first).getByRole('button', { name: `Bekräfta timmarna ${finnishDate(FIRST)}` }));
    expect(given()).toMatchObject([{ payload: { start: '18:00', end: '01:30', breakMinutes: 0, lessons: null } }]);
    expect(await within(await dayItem(FIRST)).findByText(/18:00–01:30 \(följande dag\)/)).toBeTruthy();
  });
});
