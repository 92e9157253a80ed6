import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, nextSchoolDay, todayInFinland } from '@vikariat/domain';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, MINE, OPEN, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

const today = todayInFinland();
const tomorrow = addDays(today, 1);
// the feed's question is about the next school day: tomorrow, or Monday from Friday on
const schoolDay = nextSchoolDay(today);
const when = schoolDay === tomorrow ? 'i morgon' : 'på måndag';
const dayButton = (date: string) => screen.getByRole('button', { name: new RegExp(`^${formatDate(date).replace(/\./g, '\\.')}:`) });
const queued = () => localDb.outbox().map(({ type, payload }) => ({ type, payload }));

beforeEach(() => {
  setViewportWidth(375);
  setToken(tokenFor({ typeOfUser: 'user' }));
  stubFetch(() => ({ status: 200, body: {} }));
  localDb.reset({
    jobs: [doc(OPEN), doc(MINE, { startDate: tomorrow, endDate: tomorrow, applied: true, chosen: 'me' })],
    profile: profile(['091']),
    availability: [{ id: 'w', kind: 'week', weekday: 1, date: null, morning: true, afternoon: true, answered: false, updatedAt: null }],
  });
});
afterEach(cleanup);

describe('the availability calendar', () => {
  it('shows booked days, marks a day and half days, and sets the weekly pattern as queued actions', async () => {
    renderWithList('/availability');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tillgänglighet' })).toBeTruthy();
    // the booked day (tomorrow: on the last day of a month, in the next month's view) says so, and in its editor
    const nextMonth = tomorrow.slice(0, 7) !== today.slice(0, 7);
    if (nextMonth) fireEvent.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(dayButton(tomorrow).getAttribute('data-state')).toBe('booked');
    expect(dayButton(tomorrow).getAttribute('aria-label')).toContain('Bokad');
    fireEvent.click(dayButton(tomorrow));
    expect(screen.getByText('Du är bokad för ett vikariat denna dag.')).toBeTruthy();
    if (nextMonth) fireEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));

    // today: the whole day in one tap
    fireEvent.click(dayButton(today));
    fireEvent.click(screen.getByRole('button', { name: 'Ledig hela dagen' }));
    await waitFor(() => expect(dayButton(today).getAttribute('aria-label')).toContain('Ledig'));
    // then the afternoon alone back to not free: a half day
    fireEvent.change(screen.getByRole('combobox', { name: 'Eftermiddag (från 12)' }), { target: { value: 'notFree' } });
    await waitFor(() => expect(dayButton(today).getAttribute('aria-label')).toContain('Ledig förmiddag'));
    // the pattern: Monday comes from the stored document, Friday's morning is set here
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Måndag, förmiddag' }).value).toBe('free');
    fireEvent.change(screen.getByRole('combobox', { name: 'Fredag, förmiddag' }), { target: { value: 'free' } });
    expect(queued()).toEqual([
      { type: 'setAvailability', payload: { date: today, part: 'day', free: true } },
      { type: 'setAvailability', payload: { date: today, part: 'afternoon', free: false } },
      { type: 'setWeeklyPattern', payload: { weekday: 5, part: 'morning', free: true } },
    ]);
  });

  it('asks "free tomorrow?" in the feed: one tap answers, and the answer shows', async () => {
    renderWithList('/jobs/all');
    const question = await screen.findByRole('region', { name: `Är du ledig ${when}, ${formatDate(schoolDay)}?` });
    fireEvent.click(within(question).getByRole('button', { name: 'Nej' }));
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Nej' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(question).getByRole('status').textContent).toBe(`Du har svarat att du inte är ledig ${when}.`);
    expect(queued()).toEqual([{ type: 'answerFree', payload: { date: schoolDay, free: false } }]);
  });

  it("records the push's Yes from the answer page once, and a past day is not answered", async () => {
    renderWithList(`/availability?answer=${tomorrow}&free=yes`);
    const question = await screen.findByRole('region', { name: `Är du ledig ${formatDate(tomorrow)}?` });
    await waitFor(() => expect(within(question).getByRole('status').textContent).toBe('Svaret är sparat: du är ledig.'));
    expect(within(question).getByRole('button', { name: 'Ja, jag är ledig' }).getAttribute('aria-pressed')).toBe('true');
    expect(queued()).toEqual([{ type: 'answerFree', payload: { date: tomorrow, free: true } }]);
    cleanup();
    renderWithList(`/availability?answer=${addDays(today, -1)}&free=no`);
    expect(await screen.findByText('Frågan gällde en dag som redan har gått.')).toBeTruthy();
    expect(queued()).toHaveLength(1);
  });
});
