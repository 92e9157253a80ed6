import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SortSelect } from '../../../components/ui/sort-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { SubstituteJob } from '../api/substitute-job.ts';
import { clashesOf } from '../hooks/clashes.ts';
import { sortSubstituteJobs, type SubstituteSort } from '../hooks/job-status.ts';
import { isNewSince, useLastVisitBaseline } from '../hooks/last-visit.ts';
import { pendingTypesFor, useBlockedSchools, useChosenJobs, useOpenJobs, usePendingActions, useSetAsideJobs } from '../hooks/substitute-data.ts';
import { useUndoableActions } from '../hooks/undoable-actions.ts';
import { FreeTomorrow } from './free-tomorrow.tsx';
import { NoticeCard, SubstituteJobCard } from './substitute-job-card.tsx';
import { Swipeable } from './swipeable.tsx';
import './substitute.css';

type Row = { kind: 'notice' | 'job' | 'inactive'; job: SubstituteJob };

/** /jobs/all: open jobs in the substitute's regions, admin notices, the not-in-region card (spec 02 §2). */
export function OpenJobsPage() {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const open = useOpenJobs();
  const pending = usePendingActions();
  const chosen = useChosenJobs();
  const userKey = useSession()?.sub ?? 'anonymous';
  const [sort, setSort] = useState<SubstituteSort>('date');
  const setAside = useSetAsideJobs().data;
  const blocked = useBlockedSchools().data;
  const asideCount = (setAside?.hidden.length ?? 0) + (blocked?.length ?? 0);
  const { onJob, dismissNotice } = useUndoableActions();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const data = open.data;
  const unavailable = useMemo(() => new Set(data?.unavailableJobs ?? []), [data]);

  const shown = useMemo(() => (data ? [...data.activejobs, ...data.inactivejobs] : undefined), [data]);
  const baseline = useLastVisitBaseline(userKey, shown);
  const newCount = useMemo(() => (shown ?? []).filter((job) => isNewSince(baseline, job)).length, [shown, baseline]);

  const rows = useMemo<Row[]>(() => {
    if (!data) return [];
    const notices = data.jobs.filter((j) => j.fromAdminType).map((job): Row => ({ kind: 'notice', job }));
    const active = sortSubstituteJobs(
      data.activejobs.filter((j) => !j.fromAdminType),
      sort,
    ).map((job): Row => ({ kind: 'job', job }));
    const inactive = mobile ? sortSubstituteJobs(data.inactivejobs, sort).map((job): Row => ({ kind: 'inactive', job })) : [];
    return [...notices, ...active, ...inactive];
  }, [data, sort, mobile]);

  const dismisserOf = (job: SubstituteJob): (() => void) | undefined => {
    const key = job.noticeKey;
    if (key === undefined) return undefined;
    return () => {
      dismissNotice(key, t`Meddelandet är dolt.`);
      // the button goes with its card: focus moves to the list's heading rather than fall to the page's start
      titleRef.current?.focus();
    };
  };

  // on a phone a card swipes: left hides the job, right inactivates it (or brings an inactive one back)
  const swipeable = (row: Row, card: ReactNode) => {
    if (!mobile || row.job.applied === true) return card;
    const id = row.job.uniqueId;
    return (
      <Swipeable
        left={{ label: t`Dölj`, onSwipe: () => onJob('hide', id, t`Vikariatet är dolt.`) }}
        right={
          row.kind === 'inactive'
            ? { label: t`Aktivera`, onSwipe: () => onJob('reactivate', id, t`Vikariatet är aktivt igen.`) }
            : { label: t`Inaktivera`, onSwipe: () => onJob('inactivate', id, t`Vikariatet är inaktiverat.`) }
        }
      >
        {card}
      </Swipeable>
    );
  };

  return (
    <section className="sub-page" aria-labelledby="open-jobs-title">
      <div className="sub-toolbar">
        <h1 id="open-jobs-title" ref={titleRef} tabIndex={-1}>
          {t`Lediga vikariat`}
        </h1>
        <SortSelect<SubstituteSort>
          value={sort}
          onChange={setSort}
          options={[
            { value: 'date', label: t`Datum` },
            { value: 'time', label: t`Tid` },
          ]}
        />
        <Link className="sub-aside-link" to="/jobs/hidden">
          {asideCount > 0 ? `${t`Dolda och blockerade`} (${asideCount})` : t`Dolda och blockerade`}
        </Link>
      </div>
      <FreeTomorrow />
      {newCount > 0 ? (
        <p className="sub-new-summary">
          {t({ message: plural(newCount, { one: '# nytt vikariat sedan ditt senaste besök', other: '# nya vikariat sedan ditt senaste besök' }) })}
        </p>
      ) : null}
      {open.isPending ? <Spinner /> : null}
      {data?.notInRegion ? (
        <div className="sub-notice" role="status">
          <p>{data.msg ?? t`Du har inte valt några regioner ännu. Välj regioner i din profil för att se lediga vikariat.`}</p>
        </div>
      ) : null}
      {data && rows.length === 0 && !data.notInRegion ? <p className="sub-empty">{t`Inga lediga vikariat just nu.`}</p> : null}
      {rows.length > 0 ? (
        <VirtualList
          items={rows}
          estimateSize={120}
          label={t`Lediga vikariat`}
          getKey={(row) => `${row.kind}-${row.job.uniqueId}`}
          renderItem={(row) =>
            row.kind === 'notice' ? (
              <NoticeCard job={row.job} onDismiss={dismisserOf(row.job)} />
            ) : (
              swipeable(
                row,
                <SubstituteJobCard
                  job={row.job}
                  inactive={row.kind === 'inactive'}
                  unavailable={row.job.unavailable === true || unavailable.has(row.job.uniqueId)}
                  pending={pendingTypesFor(pending, row.job.uniqueId)}
                  applied={row.job.applied === true}
                  isNew={isNewSince(baseline, row.job)}
                  // only the rows in view are checked (the list may hold 10,000 jobs)
                  clash={clashesOf(row.job, chosen).verdict}
                />,
              )
            )
          }
        />
      ) : null}
    </section>
  );
}
