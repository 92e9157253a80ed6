import { z } from 'zod';
import type { HoursEntry } from '@vikariat/domain';

/**
 * A job as a substitute receives it (spec 02 §3; never other applicants' data). Parsed leniently so that
 * fields a server version leaves out do not break the feed. The school's phone and the attachments arrive only
 * once the substitute is chosen.
 */
const schoolSchema = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    name: z.string().default(''),
    address: z.string().nullish(),
    phone: z.string().nullish(),
  })
  .loose();

export const substituteJobSchema = z
  .object({
    uniqueId: z.string(),
    school: z.union([z.string(), schoolSchema]).nullish(),
    schoolId: z.string().nullish(),
    schoolName: z.string().nullish(),
    address: z.string().nullish(),
    phone: z.string().nullish(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    subjects: z.array(z.string()).default([]),
    additionalInfo: z.string().nullish(),
    files: z.array(z.string()).default([]),
    grades: z.array(z.string()).default([]),
    typeOfTemp: z.union([z.object({ val: z.number(), name_swe: z.string().default(''), name_fi: z.string().default('') }).loose(), z.number()]).nullish(),
    otherTxt: z.string().nullish(),
    fromAdminType: z.enum(['Tips', 'Update']).nullish(),
    /** An admin notice's version, by which the reader dismisses it (local-jobs.ts `noticeKey`; never from the server). */
    noticeKey: z.string().optional(),
    /** The chosen substitute: the reader's own e-mail, `true` when it is the reader, else a marker of someone else. */
    chosen: z.union([z.string(), z.boolean()]).nullish(),
    /** The reader's application as the server sees it: accepted, pending or denied. */
    status: z.enum(['accepted', 'pending', 'denied']).optional(),
    /** Whether the reader has applied. */
    applied: z.boolean().optional(),
    /** In the reader's unavailableJobs: shown but not openable. */
    unavailable: z.boolean().optional(),
    applicants: z.array(z.unknown()).optional(),
    hidden: z.boolean().optional(),
    /** When the reader last opened it (views are recorded once). */
    viewedAt: z.string().nullish(),
    inactive: z.boolean().optional(),
    /** The reader's booking of this job was cancelled: by themselves (`me`) or by the school. */
    cancelled: z.enum(['me', 'school']).optional(),
    /** the school's words when it cancelled the booking */
    cancelReason: z.string().nullish(),
    sos: z.boolean().default(false),
    /** first eligible to accept gets it (decision 035): Accept instead of Apply */
    instant: z.boolean().default(false),
    region: z.array(z.string()).default([]),
    created: z.string().nullish(),
    /** the day card (issue 24): only once the reader is chosen */
    dayCard: z.record(z.string(), z.string()).nullish(),
    /** the reader's hours for the job's days (issue 24): only once chosen, held on the device */
    hours: z.array(z.custom<HoursEntry>()).nullish(),
    preschool: z.boolean().nullish(),
  })
  .loose();
export type SubstituteJob = z.infer<typeof substituteJobSchema>;

export const schoolOf = (job: SubstituteJob): { id: string; name: string; phone: string | null; address: string | null } => {
  const s = typeof job.school === 'object' && job.school !== null ? job.school : null;
  return {
    id: s?.id ?? s?._id ?? job.schoolId ?? (typeof job.school === 'string' ? job.school : ''),
    name: job.schoolName ?? s?.name ?? '',
    phone: s?.phone ?? job.phone ?? null,
    address: s?.address ?? job.address ?? null,
  };
};
