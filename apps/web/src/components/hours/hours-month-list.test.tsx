import type { HoursChange, PayrollRow } from '@vikariat/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import type { MissingDay } from '../../lib/hours/hours-month-api.ts';
import { HoursChangeLog } from './hours-change-log.tsx';
import { HoursMonthList, type HoursMonthDay } from './hours-month-list.tsx';

const row = {
  jobId: 'j1',
  day: '2030-02-26',
  start: '08:30',
  end: '14:00',
  breakMinutes: 30,
  lessons: null,
  status: 'approved',
  late: false,
  note: null,
  firstName: 'Vera',
  lastName: 'Vikström',
  schoolName: 'Solbackaskolan',
  scheduledStart: '08:00',
  scheduledEnd: '14:00',
  askLessons: true,
} as unknown as PayrollRow;
const missing = { jobId: 'j2', day: '2030-02-27', startTime: '09:00', endTime: '12:00', firstName: 'Ola', lastName: 'Nord', schoolName: 'Solbackaskolan' } as MissingDay;

describe('HoursMonthList: the school’s month and the admin’s read of it, one list', () => {
  it('read-only: each day as it is, the missing day with its scheduled times, no review', () => {
    renderUi(<HoursMonthList rows={[row]} missing={[missing]} loaded readOnly />);
    // names first name first, as every other list of the app (the board, the applicants, the teachers)
    expect(screen.getByText('27.2.2030 · Ola Nord · 09:00–12:00')).toBeTruthy();
    const given = screen.getByRole('listitem', { name: '26.2.2030 · Vera Vikström' });
    expect(within(given).getByRole('heading', { level: 3 }).textContent).toBe('26.2.2030 · Vera Vikström');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the change log names the person as the list does', () => {
    const after = { ...row, status: 'approved' } as unknown as HoursChange['after'];
    const change: HoursChange = { ...row, at: '2030-02-27T10:00:00Z', actorName: 'Rita Rektor', reason: null, before: null, after };
    renderUi(<HoursChangeLog changes={[change]} />);
    expect(screen.getByText('26.2.2030 · Vera Vikström')).toBeTruthy();
  });

  it('for review: every day goes through the school’s review with its times, and says when the month is empty', () => {
    const reviewed: HoursMonthDay[] = [];
    const review = (d: HoursMonthDay) => {
      reviewed.push(d);
      return <li key={`${d.jobId}-${d.day}`}>{d.title}</li>;
    };
    const { unmount } = renderUi(<HoursMonthList rows={[row]} missing={[missing]} loaded readOnly={false} review={review} />);
    expect(reviewed.map((d) => [d.jobId, d.entry === undefined, d.scheduled.start, d.askLessons])).toEqual([
      ['j2', true, '09:00', false],
      ['j1', false, '08:00', true],
    ]);
    unmount();
    renderUi(<HoursMonthList rows={[]} missing={[]} loaded readOnly={false} review={review} />);
    expect(screen.getByText('Inga timmar denna månad.')).toBeTruthy();
  });
});
