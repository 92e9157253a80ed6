import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { jobDateLabel } from '@vikariat/domain';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ViewToggle, type ListView } from '../../../components/ui/view-toggle.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useDeleteTemp } from '../api/delete-temp.ts';
import { schoolNameOf, type SchoolJob } from '../api/school-job.ts';
import { chunk } from '../hooks/chunk.ts';
import { sortJobs, type JobSort } from '../hooks/job-labels.ts';
import { useSchoolJobs } from '../hooks/local-school-jobs.ts';
import { ConnectionNotice } from './connection-notice.tsx';
import { JobBadges } from './job-badges.tsx';
import { RowMenu } from './row-menu.tsx';
import './jobs.css';
import { typeOfTempText } from '../../../lib/format.ts';

/** /jobs: the school's jobs (from the local database) as a list or as blocks; each opens /manage/{id}. */
export function JobsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const jobs = useSchoolJobs();
  const deleteTemp = useDeleteTemp();
  const [view, setView] = useState<ListView>('list');
  const [sort, setSort] = useState<JobSort>('newest');
  const narrow = useMediaQuery('(max-width: 1023px)');
  const sorted = useMemo(() => sortJobs(jobs.jobs, sort), [jobs.jobs, sort]);

  const remove = async (job: SchoolJob) => {
    // a booked person is told the job is gone (the server ends the booking as the school's cancellation)
    const message = job.chosen ? `${jobDateLabel(job)}. ${t`En vikarie är bokad för vikariatet. Hen får ett meddelande om att det är inställt.`}` : jobDateLabel(job);
    const ok = await confirm({ title: t`Ta bort vikariatet?`, message, confirmLabel: t`Ta bort`, danger: true });
    if (!ok) return;
    try {
      await deleteTemp.mutateAsync(job.uniqueId);
      toast.success(t`Vikariatet är borttaget.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Något gick fel, försök igen.`);
    }
  };

  const card = (job: SchoolJob) => (
    <article className="job-row" data-testid="job-row">
      <Link to={`/manage/${job.uniqueId}`} className="job-row-link">
        <span className="job-row-date">{jobDateLabel(job)}</span>
        <span className="job-row-time">
          {job.startTime}–{job.endTime}
        </span>
        <span className="job-row-type">{typeOfTempText(job, i18n.locale)}</span>
        <span className="job-row-school">{schoolNameOf(job)}</span>
        <span className="job-row-count">{t({ message: plural(job.applicants.length, { one: '# anmäld', other: '# anmälda' }) })}</span>
      </Link>
      <JobBadges job={job} />
      <RowMenu label={jobDateLabel(job)} onEdit={() => void navigate(`/manage/${job.uniqueId}`, { state: { edit: true } })} onRemove={() => void remove(job)} />
    </article>
  );

  const columns = narrow ? 2 : 3;
  return (
    <section className="job-page" aria-labelledby="jobs-title">
      <div className="job-toolbar">
        <h1 id="jobs-title">{t`Vikariat`}</h1>
        <SortSelect<JobSort>
          value={sort}
          onChange={setSort}
          options={[
            { value: 'newest', label: t`Nyaste först` },
            { value: 'oldest', label: t`Äldsta först` },
          ]}
        />
        <ViewToggle value={view} onChange={setView} />
      </div>
      <ConnectionNotice />
      {jobs.waiting ? <Spinner /> : null}
      {!jobs.waiting && sorted.length === 0 ? <p className="job-empty">{t`Inga vikariat ännu.`}</p> : null}
      {sorted.length > 0 && view === 'list' ? (
        <VirtualList items={sorted} estimateSize={72} getKey={(job) => job.uniqueId} renderItem={card} label={t`Vikariat`} />
      ) : null}
      {sorted.length > 0 && view === 'block' ? (
        <VirtualList
          items={chunk(sorted, columns)}
          estimateSize={200}
          getKey={(row) => row[0]?.uniqueId ?? ''}
          label={t`Vikariat`}
          renderItem={(row) => (
            <div className="job-block-row" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} data-view="block">
              {row.map((job) => (
                <div key={job.uniqueId} className="job-block">
                  {card(job)}
                </div>
              ))}
            </div>
          )}
        />
      ) : null}
    </section>
  );
}
