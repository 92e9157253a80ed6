import type { RxJsonSchema } from 'rxdb';
import type { OutboxActionType } from '@vikariat/domain';
import type { JobDoc } from '../job-document.ts';
import type { OutboxStatus } from '../protocol.ts';

/** The local documents, as the server projects them for this reader (apps/server/src/sync/projections). */
export type { JobDoc, SchoolApplicant, SchoolViewer } from '../job-document.ts';

export interface ApplicationDoc {
  id: string;
  jobId: string;
  active: boolean;
  withdrawnAt: string | null;
  deactivatedReason: string | null;
  createdAt: string;
  chosen: 'me' | 'other' | null;
}

export interface ProfileDoc {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  typeOfUser: string;
  roles: string[];
  siteLang: number;
  schoolId: string | null;
  address: string;
  image: string | null;
  identityVerified: boolean;
  /** the name and birth date a provider verified (issue 25); null when not verified that way */
  verifiedIdentity: { givenName: string; familyName: string; birthDate: string | null; verifiedAt: string } | null;
  hasEdited: boolean;
  defaultDescription: string;
  sendEmail: boolean;
  profile: Record<string, unknown>;
  defaults: Record<string, unknown>;
  createdAt: string;
  /** the schools a substitute blocked (to unblock them), by name */
  blockedSchools: Array<{ id: string; name: string }>;
}

export interface NoticeDoc {
  id: string;
  fromAdminType: 'Tips' | 'Update' | null;
  startDate: string;
  endDate: string;
  additionalInfo: string;
  /** the Finnish text (decision 039); null for a notice posted with one text, which every reader sees */
  additionalInfoFi: string | null;
  regarding: string;
  files: string[];
  expire: string;
  createdAt: string;
}

/** One weekly pattern (`week`, by ISO weekday) or one day entry (`day`, by date) of the substitute's availability. */
export interface AvailabilityDoc {
  id: string;
  kind: 'week' | 'day';
  weekday: number | null;
  date: string | null;
  morning: boolean | null;
  afternoon: boolean | null;
  /** a day entry that is the one-tap answer to "Are you free tomorrow?" */
  answered: boolean;
  /** when the server last applied an action to it (the `appliedAt` of that action's verdict) */
  updatedAt: string | null;
}

export interface OutboxDocType {
  id: string;
  ownerId: string;
  deviceId: string;
  type: OutboxActionType;
  payload: Record<string, unknown>;
  createdAt: string;
  status: OutboxStatus;
  code: string | null;
  message: string | null;
  data: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  appliedAt: string | null;
}

const id = { type: 'string', maxLength: 100 } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const texts = { type: 'array', items: { type: 'string' } } as const;
const object = { type: 'object' } as const;

/**
 * Versioned schemas: bump `version` and add a strategy to MIGRATIONS when a stored shape changes. Documents
 * that only mirror the server may also be dropped by a strategy returning null: the next pull refills them.
 */
export const jobSchema: RxJsonSchema<JobDoc> = {
  version: 4,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    schoolId: text,
    schoolName: text,
    address: text,
    municipality: text,
    preschool: bool,
    startDate: text,
    endDate: text,
    startTime: text,
    endTime: text,
    subjects: texts,
    additionalInfo: text,
    regarding: text,
    grades: texts,
    expire: text,
    typeOfTemp: { type: 'number' },
    otherTxt: text,
    sos: bool,
    instant: bool,
    region: texts,
    createdAt: text,
    updatedAt: text,
    chosen: nullableText,
    chosenId: nullableText,
    chosenAt: nullableText,
    ownerId: nullableText,
    chosenEmail: nullableText,
    phone: nullableText,
    files: texts,
    reason: nullableText,
    applied: bool,
    applicationId: nullableText,
    hidden: bool,
    inactive: bool,
    viewedAt: nullableText,
    applicants: { type: 'array', items: object },
    views: { type: 'number' },
    viewers: { type: 'array', items: object },
    replaced: { type: ['object', 'null'] },
    paused: bool,
    dayCard: { type: ['object', 'null'] },
    hours: { type: 'array', items: object },
  },
  required: ['id', 'schoolId', 'startDate', 'endDate'],
};

export const applicationSchema: RxJsonSchema<ApplicationDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    jobId: text,
    active: bool,
    withdrawnAt: nullableText,
    deactivatedReason: nullableText,
    createdAt: text,
    chosen: nullableText,
  },
  required: ['id', 'jobId'],
};

export const profileSchema: RxJsonSchema<ProfileDoc> = {
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    email: text,
    firstName: text,
    lastName: text,
    phone: text,
    typeOfUser: text,
    roles: texts,
    siteLang: { type: 'number' },
    schoolId: nullableText,
    address: text,
    image: nullableText,
    identityVerified: bool,
    verifiedIdentity: { type: ['object', 'null'] },
    hasEdited: bool,
    defaultDescription: text,
    sendEmail: bool,
    profile: object,
    defaults: object,
    createdAt: text,
    blockedSchools: { type: 'array', items: object },
  },
  required: ['id'],
};

export const noticeSchema: RxJsonSchema<NoticeDoc> = {
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    fromAdminType: nullableText,
    startDate: text,
    endDate: text,
    additionalInfo: text,
    additionalInfoFi: nullableText,
    regarding: text,
    files: texts,
    expire: text,
    createdAt: text,
  },
  required: ['id'],
};

const nullableBool = { type: ['boolean', 'null'] } as const;
export const availabilitySchema: RxJsonSchema<AvailabilityDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    kind: text,
    weekday: { type: ['integer', 'null'] },
    date: nullableText,
    morning: nullableBool,
    afternoon: nullableBool,
    answered: bool,
    updatedAt: nullableText,
  },
  required: ['id', 'kind'],
};

export const outboxSchema: RxJsonSchema<OutboxDocType> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    ownerId: text,
    deviceId: text,
    type: text,
    payload: object,
    createdAt: text,
    status: text,
    code: nullableText,
    message: nullableText,
    data: { type: ['object', 'null'] },
    result: { type: ['object', 'null'] },
    appliedAt: nullableText,
  },
  required: ['id', 'ownerId', 'type', 'payload', 'createdAt', 'status'],
};

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
  applications: {},
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
  applications: 0,
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
