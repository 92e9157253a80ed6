import { useLingui } from '@lingui/react/macro';
import { endedJobDays, finnishDate, prefilledHours } from '@vikariat/domain';
import type { SchoolJob } from '../api/school-job.ts';
import { HoursReviewDay } from './hours-review-day.tsx';

/**
 * The hours of a booked job's ended days on its manage page (issue 24): the principal reviews each day as the
 * substitute gave it, or enters it where they gave none. Only the school's principals and leaders review.
 */
export function HoursReviewSection({ job, now = new Date() }: { job: SchoolJob; now?: Date }) {
  const { t } = useLingui();
  const days = endedJobDays(job, now);
  if (!job.chosen || days.length === 0) return null;
  const byDay = new Map((job.hours ?? []).map((h) => [h.day, h]));
  return (
    <section className="card" aria-labelledby="manage-hours-title">
      <h2 id="manage-hours-title">{t`Arbetade timmar`}</h2>
      <ul className="hours-days">
        {days.map((day) => (
          <HoursReviewDay
            key={day}
            jobId={job.uniqueId}
            day={day}
            title={finnishDate(day)}
            entry={byDay.get(day)}
            scheduled={prefilledHours(job)}
            askLessons={job.preschool !== true}
          />
        ))}
      </ul>
    </section>
  );
}
