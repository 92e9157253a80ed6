import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useMemo, useState } from 'react';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { useSession } from '../../../lib/use-session.ts';
import type { SubstituteJob } from '../api/substitute-job.ts';
import { sortSubstituteJobs, statusOfJob, type SubstituteSort } from '../hooks/job-status.ts';
import { pendingTypesFor, useOpenJobs, usePendingActions, usePersonalJobs } from '../hooks/substitute-data.ts';
import { SubstituteJobCard } from './substitute-job-card.tsx';
import './substitute.css';

/** /jobs/personal: the substitute's applications with accepted / pending / denied; queued applies show too. */
export function PersonalJobsPage() {
  const { t } = useLingui();
  const user = useSession();
  const personal = usePersonalJobs();
  const open = useOpenJobs();
  const pending = usePendingActions();
  const [sort, setSort] = useState<SubstituteSort>('date');

  const jobs = useMemo(() => {
    const own = [...(personal.data?.activejobs ?? []), ...(personal.data?.inactivejobs ?? [])];
    const known = new Set(own.map((j) => j.uniqueId));
    const withdrawing = new Set(pending.filter((a) => a.type === 'withdraw').map((a) => String(a.payload.jobId)));
    // an apply still on the device shows at once (optimistic), taken from the open list
    const queued: SubstituteJob[] = pending
      .filter((a) => a.type === 'apply' && !known.has(String(a.payload.jobId)))
      .flatMap((a) => (open.data?.activejobs ?? []).filter((j) => j.uniqueId === a.payload.jobId));
    return sortSubstituteJobs(
      [...own, ...queued].filter((j) => !withdrawing.has(j.uniqueId)),
      sort,
    );
  }, [personal.data, open.data, pending, sort]);

  return (
    <section className="sub-page" aria-labelledby="personal-title">
      <div className="sub-toolbar">
        <h1 id="personal-title">{t`Mina anmälningar`}</h1>
        <SortSelect<SubstituteSort>
          value={sort}
          onChange={setSort}
          options={[
            { value: 'date', label: t`Datum` },
            { value: 'time', label: t`Tid` },
          ]}
        />
        {/* on a phone the bottom bar has no room for it: "My work" is one tap from the jobs it is made of */}
        <Link to="/jobs/mywork">{t`Mitt arbete`}</Link>
      </div>
      {personal.isPending ? <Spinner /> : null}
      {personal.data && jobs.length === 0 ? <p className="sub-empty">{t`Du har inte anmält dig till några vikariat.`}</p> : null}
      {jobs.length > 0 ? (
        <VirtualList
          items={jobs}
          estimateSize={120}
          label={t`Mina anmälningar`}
          getKey={(job) => job.uniqueId}
          renderItem={(job) => (
            <SubstituteJobCard job={job} status={job.cancelled ? undefined : statusOfJob(job, user?.email ?? '')} pending={pendingTypesFor(pending, job.uniqueId)} />
          )}
        />
      ) : null}
    </section>
  );
}
