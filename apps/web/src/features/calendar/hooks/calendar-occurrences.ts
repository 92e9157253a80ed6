import type { CalendarJob } from '../api/calendar-events.ts';

export interface CalendarOccurrence {
  /** job id + day: one entry per day the job runs */
  key: string;
  title: string;
  start: Date;
  end: Date;
  job: CalendarJob;
}

const parseDay = (text: string): { y: number; m: number; d: number } | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : null;
};
const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * A job from startDate to endDate runs every day from startTime to endTime (overnight when the end is not after
 * the start), so the calendar shows one entry per day. Capped at 366 days per job.
 */
export function occurrencesOf(job: CalendarJob, title: string): CalendarOccurrence[] {
  const first = parseDay(job.startDate);
  const last = parseDay(job.endDate) ?? first;
  if (!first || !last) return [];
  const startMin = minutesOf(job.startTime);
  let endMin = minutesOf(job.endTime);
  if (endMin <= startMin) endMin += 24 * 60;
  const result: CalendarOccurrence[] = [];
  const day = new Date(first.y, first.m - 1, first.d);
  const lastDay = new Date(last.y, last.m - 1, last.d);
  for (let i = 0; day <= lastDay && i < 366; i++) {
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, startMin);
    const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, endMin);
    result.push({ key: `${job.id}-${i}`, title, start, end, job });
    day.setDate(day.getDate() + 1);
  }
  return result;
}

/** yyyy-MM-dd of a local date. */
export const isoDay = (date: Date): string => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The date range a view needs: the whole month grid (± a week) or the week, as yyyy-MM-dd. */
export function rangeFor(date: Date, view: 'month' | 'week'): { from: string; to: string } {
  if (view === 'week') {
    const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
    const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
    return { from: isoDay(monday), to: isoDay(sunday) };
  }
  const from = new Date(date.getFullYear(), date.getMonth(), -6);
  const to = new Date(date.getFullYear(), date.getMonth() + 1, 7);
  return { from: isoDay(from), to: isoDay(to) };
}
