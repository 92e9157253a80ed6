// The local database API for screens. RxDB itself loads lazily (never in the initial chunk).
export { getDatabase, wipeLocalData, closeLocalDatabase, openDatabaseFor, deviceId, pendingActionCount, sweepLeftovers, pullNow } from './local-database.ts';
export {
  useJobs,
  useApplications,
  useProfileDoc,
  useNotices,
  useAvailability,
  useOutbox,
  useSyncState,
  useEvictionNotice,
  enqueueAction,
  dismissAction,
} from './hooks.ts';
export { requestPersistence, type EvictionNotice, type LostAction } from './eviction.ts';
export type { JobDoc, SchoolApplicant, ApplicationDoc, ProfileDoc, NoticeDoc, OutboxDocType, SyncState } from '@vikariat/sync/client/index';
