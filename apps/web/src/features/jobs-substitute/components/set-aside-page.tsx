import { useLingui } from '@lingui/react/macro';
import { jobDateLabel } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { schoolOf, type SubstituteJob } from '../api/substitute-job.ts';
import { sortSubstituteJobs } from '../hooks/job-status.ts';
import { pendingTypesFor, useBlockedSchools, usePendingActions, useSetAsideJobs } from '../hooks/substitute-data.ts';
import { useUndoableActions } from '../hooks/undoable-actions.ts';
import './substitute.css';
import '../../../components/ui/page.css';

interface RowProps {
  job: SubstituteJob;
  sending: boolean;
  label: string;
  onAction: () => void;
}

function SetAsideJob({ job, sending, label, onAction }: RowProps) {
  const { t } = useLingui();
  const school = schoolOf(job);
  return (
    <li className="sub-aside-row">
      <Link to={`/specific/${job.uniqueId}`} className="sub-aside-text">
        <span className="sub-card-date">
          {jobDateLabel(job)} {job.startTime}–{job.endTime}
        </span>
        <span className="sub-card-school">{school.name}</span>
      </Link>
      {sending ? <span className="sub-status sub-status-sending">{t`Skickas…`}</span> : null}
      <button type="button" className="button button-secondary" onClick={onAction}>
        {label} <span className="visually-hidden">{`${school.name} ${jobDateLabel(job)}`}</span>
      </button>
    </li>
  );
}

/**
 * /jobs/hidden: what the substitute set aside and can bring back (issue 22 item 2): hidden jobs (restore), jobs
 * inactivated (reactivate; a wide screen lists them nowhere else) and blocked schools (unblock). Local-first: it
 * reads the local database, and each action is queued at once with an undo toast.
 */
export function SetAsidePage() {
  const { t } = useLingui();
  const jobs = useSetAsideJobs();
  const schools = useBlockedSchools();
  const pending = usePendingActions();
  const { onJob, unblock } = useUndoableActions();
  const sending = (jobId: string) => pendingTypesFor(pending, jobId).some((type) => type !== 'view');
  const hidden = sortSubstituteJobs(jobs.data?.hidden ?? [], 'date');
  const inactive = sortSubstituteJobs(jobs.data?.inactive ?? [], 'date');

  return (
    <section className="sub-page" aria-labelledby="aside-title">
      <h1 id="aside-title">{t`Dolda vikariat och blockerade skolor`}</h1>
      {jobs.isPending ? <Spinner /> : null}
      <section className="card sub-aside" aria-labelledby="aside-hidden">
        <h2 id="aside-hidden">{t`Dolda vikariat`}</h2>
        {hidden.length === 0 ? <p className="sub-empty">{t`Du har inga dolda vikariat.`}</p> : null}
        <ul className="sub-aside-list">
          {hidden.map((job) => (
            <SetAsideJob
              key={job.uniqueId}
              job={job}
              sending={sending(job.uniqueId)}
              label={t`Återställ`}
              onAction={() => onJob('restore', job.uniqueId, t`Vikariatet visas igen bland lediga vikariat.`)}
            />
          ))}
        </ul>
      </section>
      {inactive.length > 0 ? (
        <section className="card sub-aside" aria-labelledby="aside-inactive">
          <h2 id="aside-inactive">{t`Inaktiva vikariat`}</h2>
          <ul className="sub-aside-list">
            {inactive.map((job) => (
              <SetAsideJob
                key={job.uniqueId}
                job={job}
                sending={sending(job.uniqueId)}
                label={t`Aktivera`}
                onAction={() => onJob('reactivate', job.uniqueId, t`Vikariatet är aktivt igen.`)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card sub-aside" id="blocked" aria-labelledby="aside-blocked">
        <h2 id="aside-blocked">{t`Blockerade skolor`}</h2>
        {schools.data?.length === 0 ? <p className="sub-empty">{t`Du har inte blockerat några skolor.`}</p> : null}
        <ul className="sub-aside-list">
          {(schools.data ?? []).map((school) => (
            <li key={school.id} className="sub-aside-row">
              <span className="sub-aside-text sub-card-school">{school.name || t`Skolan`}</span>
              {school.sending ? <span className="sub-status sub-status-sending">{t`Skickas…`}</span> : null}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => unblock({ schoolId: school.id, schoolName: school.name }, t`${school.name} är inte längre blockerad.`)}
              >
                {t`Avblockera`} <span className="visually-hidden">{school.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
