import { useLingui } from '@lingui/react/macro';
import { attachmentDisplayName, gradeByVal, jobDateLabel } from '@vikariat/domain';
import { toast } from '../../../components/ui/toast-store.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { schoolNameOf, type SchoolJob } from '../api/school-job.ts';
import { typeLabelOf } from '../hooks/job-labels.ts';
import { JobBadges } from './job-badges.tsx';

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
    [t`Typ av vikariat`, typeLabelOf(job, i18n.locale)],
    ...(showReason && job.reason ? ([[t`Orsak`, job.reason]] as [string, string][]) : []),
    ...(job.regarding && !/^[0-9a-f-]{36}$/i.test(job.regarding) ? ([[t`För lärare`, job.regarding]] as [string, string][]) : []),
    [t`Ämnen`, job.subjects.join(', ')],
    [t`Årskurser`, grades.join(', ')],
    [t`Tilläggsinformation`, job.additionalInfo ?? ''],
  ];
  return (
    <div className="job-details">
      <JobBadges job={job} />
      <dl className="job-details-list">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="job-details-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {job.files.length > 0 ? (
        <div>
          <h3 className="job-details-subtitle">{t`Bifogade filer`}</h3>
          <ul className="job-files">
            {job.files.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void downloadFile(name, attachmentDisplayName(name)).catch(() => toast.error(t`Filen kunde inte hämtas.`))}
                >
                  {attachmentDisplayName(name)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
