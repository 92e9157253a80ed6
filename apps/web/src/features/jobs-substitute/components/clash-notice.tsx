import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { jobDateLabel } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { schoolOf } from '../api/substitute-job.ts';
import type { ClashReport } from '../hooks/clashes.ts';
import './substitute.css';

/** The chosen jobs a job clashes with, each named by date, time and school and linked to its page. */
export function ClashList({ report, linked = true }: { report: ClashReport; linked?: boolean }) {
  const { t } = useLingui();
  const count = report.clashes.length;
  return (
    <>
      <p>
        {t({
          message: plural(count, {
            one: 'Det krockar med vikariatet som du redan är vald till:',
            other: 'Det krockar med de här # vikariaten som du redan är vald till:',
          }),
        })}
      </p>
      <ul className="sub-clashes">
        {report.clashes.map((job) => {
          const label = `${jobDateLabel(job)} ${job.startTime}–${job.endTime}, ${schoolOf(job).name}`;
          return <li key={job.uniqueId}>{linked ? <Link to={`/specific/${job.uniqueId}`}>{label}</Link> : label}</li>;
        })}
      </ul>
    </>
  );
}

/**
 * The overlap rule (spec 02 §4) before the substitute applies: a full overlap cannot be applied to, a partial one
 * needs the substitute to confirm they make it to both; at least 2 hours must lie between two jobs.
 */
export function ClashWarning({ report, id }: { report: ClashReport; id: string }) {
  const { t } = useLingui();
  if (report.verdict === 'ok') return null;
  const full = report.verdict === 'full';
  return (
    <section id={id} className={`sub-warning sub-warning-${report.verdict}`} aria-labelledby={`${id}-title`} data-testid="clash-warning">
      <h2 id={`${id}-title`} className="sub-warning-title">
        <Icon name="warning" size={20} />
        {full ? t`Du kan inte anmäla dig till det här vikariatet` : t`Vikariatet krockar delvis med ett vikariat du är vald till`}
      </h2>
      <p>
        {full
          ? t`Det måste gå minst 2 timmar mellan två vikariat som du blir vald till.`
          : t`Några av dagarna ligger mindre än 2 timmar från ett vikariat du redan är vald till. Du kan anmäla dig om du hinner till båda.`}
      </p>
      <ClashList report={report} />
    </section>
  );
}
