import { addRxPlugin, createRxDatabase, type RxCleanupPolicy, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import {
  applicationSchema,
  availabilitySchema,
  jobSchema,
  MIGRATIONS,
  noticeSchema,
  outboxSchema,
  profileSchema,
  type ApplicationDoc,
  type AvailabilityDoc,
  type JobDoc,
  type NoticeDoc,
  type OutboxDocType,
  type ProfileDoc,
} from './schemas.ts';

export interface SyncCollections {
  jobs: RxCollection<JobDoc>;
  applications: RxCollection<ApplicationDoc>;
  profile: RxCollection<ProfileDoc>;
  notices: RxCollection<NoticeDoc>;
  outbox: RxCollection<OutboxDocType>;
  availability: RxCollection<AvailabilityDoc>;
}
export type SyncDatabase = RxDatabase<SyncCollections>;

let pluginsAdded = false;
function addPlugins(): void {
  if (pluginsAdded) return;
  pluginsAdded = true;
  addRxPlugin(RxDBLeaderElectionPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  addRxPlugin(RxDBCleanupPlugin);
}

/**
 * Tombstones are purged a month after the deletion, in the leader tab, once every replication is in sync. Without
 * it a device kept every tombstone it was ever sent: a caught-up device's pulls bring one for each job changed
 * anywhere (the server cannot know which it holds), so storage grew with the whole country's jobs. A month is longer
 * than a device is expected to stay offline with an unpushed removal (RxDB's advice); a purged tombstone sent again
 * later is stored again, harmlessly.
 */
export const CLEANUP_POLICY: RxCleanupPolicy = {
  minimumDeletedTime: 31 * 24 * 60 * 60 * 1000,
  minimumCollectionAge: 60 * 1000, // not while the app starts
  runEach: 60 * 60 * 1000,
  awaitReplicationsInSync: true,
  waitForLeadership: true,
};

export interface DatabaseOptions {
  name: string;
  // RxDB's storage type carries its internals' types; any storage will do here
  storage: RxStorage<unknown, unknown>;
  /** false in Node tests (no BroadcastChannel between tabs) */
  multiInstance?: boolean;
  /** a subset of the collections (RxDB's free edition caps open collections per process; tests open several devices) */
  collections?: ReadonlyArray<keyof SyncCollections>;
}

/** The local database of one signed-in user (name it per user: another user never sees it). */
export async function createSyncDatabase(options: DatabaseOptions): Promise<SyncDatabase> {
  addPlugins();
  const db = await createRxDatabase<SyncCollections>({
    name: options.name,
    storage: options.storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
    cleanupPolicy: CLEANUP_POLICY,
  });
  const all = {
    jobs: { schema: jobSchema, migrationStrategies: MIGRATIONS.jobs },
    applications: { schema: applicationSchema, migrationStrategies: MIGRATIONS.applications },
    profile: { schema: profileSchema, migrationStrategies: MIGRATIONS.profile },
    notices: { schema: noticeSchema, migrationStrategies: MIGRATIONS.notices },
    outbox: { schema: outboxSchema, migrationStrategies: MIGRATIONS.outbox },
    availability: { schema: availabilitySchema, migrationStrategies: MIGRATIONS.availability },
  };
  const wanted = options.collections ?? (Object.keys(all) as Array<keyof SyncCollections>);
  await db.addCollections(Object.fromEntries(wanted.map((name) => [name, all[name]])));
  return db;
}
