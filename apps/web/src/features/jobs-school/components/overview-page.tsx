import { useLingui } from '@lingui/react/macro';
import { isLeaderRole, jobDateLabel, type ApplicantSort } from '@vikariat/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { useSession } from '../../../app/use-session.ts';
import { replacedName, schoolNameOf, type Applicant, type SchoolJob } from '../api/school-job.ts';
import { useSchoolJobs } from '../api/school-jobs.ts';
import { useBoardApplicants } from '../api/show-applicants.ts';
import { orderApplicants } from '../hooks/applicant-order.ts';
import { byStartDate, typeLabelOf } from '../hooks/job-labels.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { JobBadges } from './job-badges.tsx';
import './jobs.css';
import { ApplicantSortSelect } from './applicant-sort-select.tsx';

/** Applicants per job from the board call; a job's own e-mail list is the fallback while it loads. */
function applicantsByJob(applicants: readonly Applicant[]): Map<string, Applicant[]> {
  const map = new Map<string, Applicant[]>();
  for (const a of applicants) {
    if (!a.jobId) continue;
    const list = map.get(a.jobId) ?? [];
    list.push(a);
    map.set(a.jobId, list);
  }
  return map;
}

/** /jobs/overview: the bulletin board, jobs by start date with their applicants. */
export function OverviewPage() {
  const { t, i18n } = useLingui();
  const user = useSession();
  const leader = user ? isLeaderRole(user.typeOfUser) : false;
  const jobs = useSchoolJobs(leader);
  const [sort, setSort] = useState<ApplicantSort>('registration');
  const board = useMemo(() => byStartDate(jobs.data?.jobs ?? []), [jobs.data]);
  const boardApplicants = useBoardApplicants(sort);
  const byJob = useMemo(() => applicantsByJob(boardApplicants.data ?? []), [boardApplicants.data]);
  const viewerNames = useMemo(
    () => new Map((jobs.data?.viewUsers ?? []).map((v) => [v.email, `${v.firstName} ${v.lastName}`.trim() || v.email])),
    [jobs.data],
  );

  const card = (job: SchoolJob) => {
    const viewers = job.viewedusers.map((email) => viewerNames.get(email) ?? email);
    const applicants = byJob.get(job.uniqueId) ?? orderApplicants(job.applicants, sort);
    const replaced = replacedName(job);
    return (
      <article className="board-card" data-testid="board-card" aria-labelledby={`board-${job.uniqueId}`}>
        <header className="board-card-head">
          <h2 id={`board-${job.uniqueId}`} className="board-card-title">
            <Link to={`/manage/${job.uniqueId}`}>
              {jobDateLabel(job)} {job.startTime}–{job.endTime}
            </Link>
          </h2>
          <JobBadges job={job} />
        </header>
        <p className="board-card-meta">{[typeLabelOf(job, i18n.locale), schoolNameOf(job), job.subjects.join(', ')].filter(Boolean).join(' · ')}</p>
        {replaced ? <p className="board-card-meta">{t`Ersätter ${replaced}`}</p> : null}
        {leader ? (
          <details className="board-views">
            <summary>{t`Visningar: ${job.views}`}</summary>
            {viewers.length > 0 ? (
              <ul>
                {viewers.map((name, i) => (
                  <li key={`${name}-${i}`}>{name}</li>
                ))}
              </ul>
            ) : (
              <p>{t`Ingen har sett vikariatet ännu.`}</p>
            )}
          </details>
        ) : null}
        {applicants.length === 0 ? (
          <p className="board-empty">{t`Inga anmälningar ännu.`}</p>
        ) : (
          <ul className="board-applicants" aria-label={t`Anmälda`}>
            {applicants.map((applicant) => (
              <li key={applicant.email}>
                <ApplicantCard applicant={applicant} jobId={job.uniqueId} chosen={job.chosen === applicant.email} />
              </li>
            ))}
          </ul>
        )}
      </article>
    );
  };

  return (
    <section className="job-page" aria-labelledby="board-title">
      <div className="job-toolbar">
        <h1 id="board-title">{t`Anslagstavlan`}</h1>
        <ApplicantSortSelect value={sort} onChange={setSort} />
      </div>
      {jobs.isPending ? <Spinner /> : null}
      {jobs.data && board.length === 0 ? <p className="job-empty">{t`Inga vikariat ännu.`}</p> : null}
      {board.length > 0 ? (
        <VirtualList items={board} estimateSize={220} getKey={(job) => job.uniqueId} renderItem={card} label={t`Anslagstavlan`} />
      ) : null}
    </section>
  );
}
