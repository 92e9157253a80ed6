import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isLeaderRole, jobDateLabel, type ApplicantSort } from '@vikariat/domain';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { subjectsText, typeOfTempText } from '../../../lib/format.ts';
import { useSession } from '../../../lib/use-session.ts';
import { personName, replacedName, schoolNameOf, type SchoolJob } from '../api/school-job.ts';
import { orderApplicants } from '../hooks/applicant-order.ts';
import { byStartDate } from '../hooks/job-labels.ts';
import { useSchoolJobs } from '../hooks/local-school-jobs.ts';
import { postedJobOf } from '../hooks/posted-job.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { JobBadges } from './job-badges.tsx';
import './jobs.css';
import { ApplicantSortSelect } from './applicant-sort-select.tsx';

/** /jobs/overview: the bulletin board, jobs by start date with their applicants, from the local database. */
export function OverviewPage() {
  const { t, i18n } = useLingui();
  const user = useSession();
  const leader = user ? isLeaderRole(user.typeOfUser) : false;
  const jobs = useSchoolJobs();
  const [sort, setSort] = useState<ApplicantSort>('registration');
  const board = useMemo(() => byStartDate(jobs.jobs), [jobs.jobs]);
  // the job just posted (its router state): brought into view and marked, wherever its start date sorts it
  const posted = postedJobOf(useLocation().state);

  const card = (job: SchoolJob) => {
    const viewers = job.viewers.map((v) => personName(v));
    const applicants = orderApplicants(job.applicants, sort);
    const replaced = replacedName(job);
    return (
      <article className={job.uniqueId === posted ? 'board-card board-card-posted' : 'board-card'} data-testid="board-card" aria-labelledby={`board-${job.uniqueId}`}>
        <header className="board-card-head">
          <h2 id={`board-${job.uniqueId}`} className="board-card-title">
            <Link to={`/manage/${job.uniqueId}`}>
              {jobDateLabel(job)} {job.startTime}–{job.endTime}
            </Link>
          </h2>
          <JobBadges job={job} />
        </header>
        <p className="board-card-meta">{[typeOfTempText(job, i18n.locale), schoolNameOf(job), subjectsText(job.subjects, i18n.locale)].filter(Boolean).join(' · ')}</p>
        {replaced ? <p className="board-card-meta">{t`Ersätter ${replaced}`}</p> : null}
        {leader ? <ViewsLine views={job.views} viewers={viewers} /> : null}
        {applicants.length === 0 ? (
          <p className="board-empty">{t`Inga anmälningar ännu.`}</p>
        ) : (
          <ul className="board-applicants" aria-label={t`Anmälda`}>
            {applicants.map((applicant) => (
              <li key={applicant.email}>
                <ApplicantCard applicant={applicant} jobId={job.uniqueId} lastDay={job.endDate} chosen={job.chosen === applicant.email} />
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
      <ConnectionNotice />
      {jobs.waiting ? <Spinner /> : null}
      {!jobs.waiting && board.length === 0 ? <p className="job-empty">{t`Inga vikariat ännu.`}</p> : null}
      {board.length > 0 ? (
        <VirtualList items={board} estimateSize={220} getKey={(job) => job.uniqueId} renderItem={card} label={t`Anslagstavlan`} scrollToKey={posted} />
      ) : null}
    </section>
  );
}

/**
 * Who has seen the job (spec 02: principals see view counts and who viewed). None is said in words, not as
 * "Visningar: 0" in a disclosure that opened on nothing; the names open from the count only when there are names to
 * show (a viewer the school may not see is counted, not named).
 */
function ViewsLine({ views, viewers }: { views: number; viewers: readonly string[] }) {
  const { t } = useLingui();
  if (views === 0) return <p className="board-views">{t`Ingen har sett vikariatet ännu.`}</p>;
  const count = t({ message: plural(views, { one: '# person har sett vikariatet', other: '# personer har sett vikariatet' }) });
  if (viewers.length === 0) return <p className="board-views">{count}</p>;
  return (
    <details className="board-views">
      <summary>{count}</summary>
      <ul>
        {viewers.map((name, i) => (
          <li key={`${name}-${i}`}>{name}</li>
        ))}
      </ul>
    </details>
  );
}
