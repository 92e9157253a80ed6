import { useLingui } from '@lingui/react/macro';
import { finnishDate, type PayrollRow, type WorkedTime } from '@vikariat/domain';
import { useId, type ReactNode } from 'react';
import type { MissingDay } from '../../lib/hours/hours-month-api.ts';
import { personName } from '../../lib/person-name.ts';
import { HoursSummary } from './hours-summary.tsx';

/** One day of the month as the list hands it to a reviewer. */
export interface HoursMonthDay {
  jobId: string;
  day: string;
  title: string;
  entry: PayrollRow | undefined;
  scheduled: WorkedTime;
  askLessons: boolean;
}

interface HoursMonthListProps {
  rows: readonly PayrollRow[];
  missing: readonly MissingDay[];
  /** whether the month has been read (before that, no "no hours" line) */
  loaded: boolean;
  /** true: the admin's audited read, every day shown as it is; false: each day through `review` */
  readOnly: boolean;
  /** the school's review of one day (approve, correct, no-show): its feature's own component */
  review?: (day: HoursMonthDay) => ReactNode;
}

/**
 * A month's days without hours and days given, the same for the school's month view and the admin's read-only one:
 * read-only, each day as its summary; otherwise each through the school's review. Several schools: the school's name.
 */
export function HoursMonthList({ rows, missing, loaded, readOnly, review }: HoursMonthListProps) {
  const { t } = useLingui();
  const missingId = useId();
  const givenId = useId();
  const schools = new Set([...rows, ...missing].map((r) => r.schoolName));
  const titleOf = (r: PayrollRow | MissingDay) => [finnishDate(r.day), personName(r), schools.size > 1 ? r.schoolName : null].filter(Boolean).join(' · ');
  const show = (day: HoursMonthDay): ReactNode =>
    readOnly || review === undefined ? (
      <li key={`${day.jobId}-${day.day}`} className="hours-day" aria-label={day.entry === undefined ? undefined : day.title}>
        {day.entry === undefined ? (
          `${day.title} · ${day.scheduled.start}–${day.scheduled.end}`
        ) : (
          <>
            <h3>{day.title}</h3>
            <HoursSummary entry={day.entry} />
          </>
        )}
      </li>
    ) : (
      review(day)
    );
  return (
    <>
      {missing.length > 0 ? (
        <section className="card" aria-labelledby={missingId}>
          <h2 id={missingId}>{t`Dagar utan timmar`}</h2>
          <ul className="hours-days">
            {missing.map((m) =>
              show({
                jobId: m.jobId,
                day: m.day,
                title: titleOf(m),
                entry: undefined,
                scheduled: { start: m.startTime, end: m.endTime, breakMinutes: 0, lessons: null },
                askLessons: m.askLessons === true,
              }),
            )}
          </ul>
        </section>
      ) : null}
      {rows.length > 0 ? (
        <section className="card" aria-labelledby={givenId}>
          <h2 id={givenId}>{t`Angivna timmar`}</h2>
          <ul className="hours-days">
            {rows.map((r) =>
              show({
                jobId: r.jobId,
                day: r.day,
                title: titleOf(r),
                entry: r,
                scheduled: { start: r.scheduledStart, end: r.scheduledEnd, breakMinutes: 0, lessons: null },
                askLessons: r.askLessons,
              }),
            )}
          </ul>
        </section>
      ) : loaded && missing.length === 0 ? (
        <p className="muted">{t`Inga timmar denna månad.`}</p>
      ) : null}
    </>
  );
}
