import { useLingui } from '@lingui/react/macro';
import { gradeByVal, jobDateLabel } from '@vikariat/domain';
import { AttachmentList } from '../../../components/attachment-list.tsx';
import { subjectsText, typeOfTempText } from '../../../lib/format.ts';
import { replacedName, schoolNameOf, type SchoolJob } from '../api/school-job.ts';
import { JobBadges } from './job-badges.tsx';
import '../../../components/ui/page.css';

/** The manage page's card: everything about the job (spec 02 "Manage job"). */
export function JobDetails({ job, showReason }: { job: SchoolJob; showReason: boolean }) {
  const { t, i18n } = useLingui();
  const fi = i18n.locale === 'fi';
  const grades = job.grades.map((g) => {
    const option = gradeByVal(g);
    return option ? (fi ? option.name_fi : option.name_swe) : g;
  });
  const rows: [string, string][] = [
    [t`Skola`, schoolNameOf(job)],
    [t`Datum`, jobDateLabel(job)],
    [t`Tid`, `${job.startTime}–${job.endTime}`],
    [t`Typ av vikariat`, typeOfTempText(job, i18n.locale)],
    ...(showReason && job.reason ? ([[t`Orsak`, job.reason]] as [string, string][]) : []),
    // whom the substitute stands in for (spec 02 `replaced`); older jobs only name the teacher in `regarding`
    ...(replacedName(job)
      ? ([[t`Ersätter`, replacedName(job)]] as [string, string][])
      : job.regarding && !/^[0-9a-f-]{36}$/i.test(job.regarding)
        ? ([[t`För lärare`, job.regarding]] as [string, string][])
        : []),
    [t`Ämnen`, subjectsText(job.subjects, i18n.locale)],
    [t`Årskurser`, grades.join(', ')],
    [t`Tilläggsinformation`, job.additionalInfo ?? ''],
  ];
  return (
    <div className="job-details">
      <JobBadges job={job} />
      <dl className="details-list">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="details-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <AttachmentList files={job.files} titleTag="h3" classNames={{ title: 'details-subtitle', list: 'job-files', button: 'link-button' }} />
    </div>
  );
}
