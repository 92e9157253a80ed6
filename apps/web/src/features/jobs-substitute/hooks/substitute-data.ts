import { isUserAction, type OutboxActionType, type OutboxPayload } from '@vikariat/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { deviceId, dismissAction, enqueueAction, useApplications, useJobs, useNotices, useOutbox, useProfileDoc } from '../../../db/index.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { jobDetailQuery } from '../api/job-detail.ts';
import type { SubstituteJob } from '../api/substitute-job.ts';
import { useDismissedNotices } from './dismissed-notices.ts';
import { blockedSchoolsOf, noticesIn, openJobsOf, personalJobsOf, setAsideJobsOf, substituteJobOf, type BlockedSchool, type OpenJobsView } from './local-jobs.ts';

/**
 * Where the substitute screens get their data and send their actions: the local database (RxDB, kept in sync
 * by the sync engine), so a screen looks the same online and offline, and the outbox, whose actions are
 * applied optimistically at once and sent when a connection exists.
 */
interface QueuedAction {
  id: string;
  type: OutboxActionType;
  payload: Record<string, unknown>;
}

export interface RejectedAction extends QueuedAction {
  code: string;
  message: string;
  data: Record<string, unknown>;
}

interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const textsOf = (value: unknown): string[] => listOf(value).filter((v): v is string => typeof v === 'string');

export function useOpenJobs(): Loaded<OpenJobsView> {
  const jobs = useJobs();
  const notices = useNotices();
  const profile = useProfileDoc();
  const { locale } = useLocale();
  const { dismissed } = useDismissedNotices();
  const data = useMemo(() => {
    if (!jobs.ready) return undefined;
    const own = profile?.profile ?? {};
    // before the profile document arrives, do not claim the reader has no regions: the server's view is trusted
    const regions = profile ? listOf(own['regions']) : null;
    return openJobsOf(jobs.docs, noticesIn(notices.docs, locale, dismissed), regions, textsOf(own['unavailableJobs']));
  }, [jobs, notices, profile, locale, dismissed]);
  return { data, isPending: !jobs.ready };
}

export function usePersonalJobs(): Loaded<{ activejobs: SubstituteJob[]; inactivejobs: SubstituteJob[] }> {
  const jobs = useJobs();
  const applications = useApplications();
  const pending = usePendingActions();
  const data = useMemo(() => {
    if (!jobs.ready) return undefined;
    const cancelling = new Set(pending.filter((a) => a.type === 'cancelBooking').map((a) => String(a.payload['jobId'])));
    return personalJobsOf(jobs.docs, applications.docs, cancelling);
  }, [jobs, applications, pending]);
  return { data, isPending: !jobs.ready };
}

/** Hidden and inactivated jobs (to bring back), from the local database with the queued actions applied. */
export function useSetAsideJobs(): Loaded<{ hidden: SubstituteJob[]; inactive: SubstituteJob[] }> {
  const jobs = useJobs();
  const data = useMemo(() => (jobs.ready ? setAsideJobsOf(jobs.docs) : undefined), [jobs]);
  return { data, isPending: !jobs.ready };
}

/** The schools the reader blocked: the profile's list with the device's unsent blocks and unblocks. */
export function useBlockedSchools(): Loaded<BlockedSchool[]> {
  const profile = useProfileDoc();
  const pending = usePendingActions();
  const data = useMemo(() => (profile === null ? undefined : blockedSchoolsOf(profile.blockedSchools ?? [], pending)), [profile, pending]);
  return { data, isPending: profile === null };
}

/** The jobs the reader is chosen for (the overlap rule's other side), from the local database. */
export function useChosenJobs(): readonly SubstituteJob[] {
  const jobs = useJobs();
  return useMemo(() => jobs.docs.filter((doc) => doc.chosen === 'me').map(substituteJobOf), [jobs]);
}

/** One job from the local database only (undefined while absent). */
export function useLocalJob(id: string): SubstituteJob | undefined {
  const jobs = useJobs({ selector: { id } });
  const doc = jobs.docs[0];
  return useMemo(() => (doc ? substituteJobOf(doc) : undefined), [doc]);
}

/** One job: from the local database; a job not (yet) there, e.g. a link opened directly, is asked online. */
export function useJobDetail(id: string): Loaded<SubstituteJob> {
  const jobs = useJobs({ selector: { id } });
  const local = jobs.docs[0];
  const online = useQuery({ ...jobDetailQuery(id), enabled: jobs.ready && local === undefined, refetchInterval: false });
  if (local) return { data: substituteJobOf(local), isPending: false };
  return { data: online.data, isPending: !jobs.ready || online.isPending };
}

export function usePendingActions(): readonly QueuedAction[] {
  const outbox = useOutbox();
  return useMemo(() => outbox.docs.filter((a) => a.status === 'pending'), [outbox]);
}

/**
 * Rejections to show as dialogs: only of actions queued on THIS device. Verdicts of older actions also arrive on a
 * new device (the outbox is pulled from the server's ledger); they stay listed in the pending-actions sheet but
 * must not pop up again in every new session.
 */
export function useRejectedActions(): readonly RejectedAction[] {
  const outbox = useOutbox();
  return useMemo(
    () =>
      outbox.docs
        .filter((a) => a.status === 'rejected' && a.deviceId === deviceId() && isUserAction(a.type))
        .map((a) => ({ id: a.id, type: a.type, payload: a.payload, code: a.code ?? '', message: a.message ?? '', data: a.data ?? {} })),
    [outbox],
  );
}

export const dismissRejection = (id: string): void => void dismissAction(id);

/** Queues an action for the signed-in substitute (optimistic at once; sent by the sync engine). */
export function useEnqueueAction() {
  return useCallback(<T extends OutboxActionType>(type: T, payload: OutboxPayload<T>): void => {
    enqueueAction(type, payload).catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  }, []);
}

export const pendingTypesFor = (pending: readonly QueuedAction[], jobId: string): OutboxActionType[] =>
  pending.filter((a) => a.payload['jobId'] === jobId).map((a) => a.type);
