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
  /** the school's words when it cancelled the person's booking (deactivatedReason `cancelled_by_school`) */
  cancelReason: string | null;
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
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id,
    jobId: text,
    active: bool,
    withdrawnAt: nullableText,
    deactivatedReason: nullableText,
    cancelReason: nullableText,
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

// the migration strategies and checkpoint generations of these schemas' versions
export { CHECKPOINT_GENERATION, MIGRATIONS, replicationIdentifier } from './migrations.ts';
