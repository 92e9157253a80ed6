import type { ApplicationDoc, JobDoc, NoticeDoc, ProfileDoc } from './schemas.ts';

/** A school's job document (only the school's projection sends `ownerId`). */
const isSchoolDocument = (doc: JobDoc): boolean => doc.ownerId !== undefined;

/** Migration strategies per collection, keyed by the version they migrate to. */
export const MIGRATIONS = {
  // 1: a school's documents carry what its screens show (decision 024): they only mirror the server, so they go and the
  // next pull refills them (a new version starts a new checkpoint: RxDB keeps it in a storage named by the version); a
  // substitute's documents keep their shape
  // 2: the day card (issue 24, decision 029): kept documents have none until the first pull from zero (generation 2)
  // brings each the card its reader may see
  // 3: the hours for payroll (issue 24, decision 030): kept documents have none until the pull from zero (generation 3)
  // 4: instant SOS (issue 23, decision 035): no job was instant before; a document an older app stored from a newer
  // server keeps its flag, and the pull from zero (generation 4) brings every document's own
  jobs: {
    1: (doc: JobDoc): JobDoc | null => (isSchoolDocument(doc) ? null : doc),
    2: (doc: JobDoc): JobDoc => ({ ...doc, dayCard: null }),
    3: (doc: JobDoc): JobDoc => ({ ...doc, hours: [] }),
    4: (doc: JobDoc): JobDoc => ({ ...doc, instant: doc.instant === true }),
  },
  // 1: the school's reason for cancelling a booking (the substitute read it only in the e-mail and the push): a held
  // application has none until the pull from zero (generation 1) brings it
  applications: {
    1: (doc: Omit<ApplicationDoc, 'cancelReason'>): ApplicationDoc => ({ ...doc, cancelReason: null }),
  },
  // 1: the blocked schools (issue 22); a device whose person blocked any pulls the profile again (migration 0011)
  // 2: the verified identity (issue 25): none until the first pull from zero (generation 1) brings it
  profile: {
    1: (doc: Omit<ProfileDoc, 'blockedSchools' | 'verifiedIdentity'>): Omit<ProfileDoc, 'verifiedIdentity'> => ({ ...doc, blockedSchools: [] }),
    2: (doc: Omit<ProfileDoc, 'verifiedIdentity'>): ProfileDoc => ({ ...doc, verifiedIdentity: null }),
  },
  // 1: notices in Swedish and Finnish (decision 039): a held notice has its one text until the pull from zero
  // (generation 1) brings its Finnish one
  notices: {
    1: (doc: Omit<NoticeDoc, 'additionalInfoFi'>): NoticeDoc => ({ ...doc, additionalInfoFi: null }),
  },
  outbox: {},
  availability: {},
} as const;

/**
 * Bumped with a migration that drops documents the server must send again. RxDB migrates a replication's checkpoint
 * with the documents, so a dropped document would otherwise come back only when it changes: a new generation is a new
 * replication identifier, hence a new checkpoint, and the first pull starts from zero (`job-migration.test.ts`).
 */
export const CHECKPOINT_GENERATION: Readonly<Record<keyof typeof MIGRATIONS, number>> = {
  // 1: the school's job documents dropped by jobs version 1; 2: the day cards, which no held document carries; 3: the hours;
  // 4: the instant flag of version 4
  jobs: 4,
  // 1: the cancellation reason of applications version 1
  applications: 1,
  // 1: the verified identity of profile version 2
  profile: 1,
  // 1: the Finnish text of notices version 1
  notices: 1,
  outbox: 0,
  availability: 0,
};

/** A collection's replication identifier for one account (the outbox's must never change while actions wait). */
export const replicationIdentifier = (name: keyof typeof MIGRATIONS, ownerId: string): string =>
  CHECKPOINT_GENERATION[name] === 0 ? `vikariat-${name}-${ownerId}` : `vikariat-${name}-${ownerId}-g${CHECKPOINT_GENERATION[name]}`;
