import { z } from 'zod';

/**
 * A job as the school side receives it (spec 02 §3). The answer is parsed leniently: fields the server
 * leaves out get their empty value, so an older or newer server never breaks the board.
 */
const person = z
  .object({ firstName: z.string().default(''), lastName: z.string().default('') })
  .loose();

export const typeOfTempAnswerSchema = z
  .object({ val: z.number(), name_swe: z.string().default(''), name_fi: z.string().default('') })
  .loose();

/** An applicant as listed on the board and the manage page. */
export const applicantSchema = z
  .object({
    email: z.string(),
    id: z.string().optional(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    image: z.string().nullish(),
    age: z.number().nullish(),
    status: z.string().nullish(),
    phone: z.string().nullish(),
    /** what a school sees of the police record: its expiration date (choosing needs it valid) */
    policeRecord: z.object({ expirationDate: z.string().nullish() }).loose().nullish(),
    appliedAt: z.string().nullish(),
    jobId: z.string().optional(),
    chosen: z.boolean().optional(),
    /** bookings the person cancelled less than 24 h before the start (issue 24) */
    lateCancellations: z.number().optional(),
  })
  .loose();
export type Applicant = z.infer<typeof applicantSchema>;

export const schoolJobSchema = z
  .object({
    uniqueId: z.string(),
    _id: z.string().optional(),
    owner: z.string().nullish(),
    school: z.union([z.string(), z.object({ name: z.string().default('') }).loose()]).nullish(),
    schoolName: z.string().optional(),
    address: z.string().nullish(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    reason: z.string().nullish(),
    subjects: z.array(z.string()).default([]),
    additionalInfo: z.string().nullish(),
    files: z.array(z.string()).default([]),
    regarding: z.string().nullish(),
    grades: z.array(z.string()).default([]),
    typeOfTemp: z.union([typeOfTempAnswerSchema, z.number()]).nullish(),
    otherTxt: z.string().nullish(),
    fromAdminType: z.enum(['Tips', 'Update']).nullish(),
    /** E-mails (older answers) or applicant objects. */
    applicants: z
      .array(z.union([z.string().transform((email) => applicantSchema.parse({ email })), applicantSchema]))
      .default([]),
    chosen: z.string().nullish(),
    /** A count (current server) or the viewers' e-mails (older answers). */
    views: z.union([z.number(), z.array(z.string()).transform((v) => v.length)]).default(0),
    viewedusers: z.array(z.string()).catch([]).default([]),
    sos: z.boolean().default(false),
    region: z.array(z.string()).default([]),
    created: z.string().nullish(),
    replaced: person.nullish(),
    /** Taken off the market by the school (POST /api/principals/deactivate) until it is activated again. */
    paused: z.boolean().default(false),
    /** Whether the reader has seen the latest applicants (bell state). */
    seen: z.boolean().optional(),
  })
  .loose();
export type SchoolJob = z.infer<typeof schoolJobSchema>;

export const schoolNameOf = (job: SchoolJob): string => {
  if (job.schoolName) return job.schoolName;
  if (typeof job.school === 'object' && job.school !== null) return job.school.name;
  return '';
};


/** The teacher the job replaces, as a name ('' when it names no one). */
export const replacedName = (job: Pick<SchoolJob, 'replaced'>): string => `${job.replaced?.firstName ?? ''} ${job.replaced?.lastName ?? ''}`.trim();
