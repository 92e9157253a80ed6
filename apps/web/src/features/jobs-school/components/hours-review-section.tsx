import { useLingui } from '@lingui/react/macro';
import { endedJobDays, finnishDate, prefilledHours } from '@vikariat/domain';
import { useSchoolAsksLessons } from '../../../lib/hours/hours-settings-api.ts';
import type { SchoolJob } from '../api/school-job.ts';
import { HoursReviewDay } from './hours-review-day.tsx';

/**
 * The hours of a booked job's ended days on its manage page (issue 24): the principal reviews each day as the
 * substitute gave it, or enters it where they gave none. Only the school's principals and leaders review.
 */
export function HoursReviewSection({ job, now = new Date() }: { job: SchoolJob; now?: Date }) {
  const { t } = useLingui();
  const days = endedJobDays(job, now);
  // lessons where the school asks for them (principal settings); asked only when there is a day to review
  const askLessons = useSchoolAsksLessons(job.chosen && days.length > 0 ? job.schoolId : undefined) === true;
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
            askLessons={askLessons}
          />
        ))}
      </ul>
    </section>
  );
}
