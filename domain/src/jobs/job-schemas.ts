import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { hasVisibleText, requiredText, text } from '../validation/safe-text.ts';
import { JOB_TIME_STEP_MINUTES, MAX_JOB_DAYS } from '../constants/limits.ts';
import { typeOfTempByVal, typeOfTempNeedsText } from '../constants/type-of-temp.ts';
import { isSosStartPast, START_MESSAGES, startTooFar } from './sos-times.ts';
import { dayNumber, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

/**
 * Payload schemas of the job calls (spec 02 §7), shared by the web form and the server. Messages are
 * 'svenska|suomi' pairs; the server answers the caller's half, the form shows its own.
 */
const M = {
  date: 'Ogiltigt datum|Virheellinen päivämäärä',
  time: 'Ogiltig tid (TT:MM, 5 minuters steg)|Virheellinen aika (TT:MM, 5 minuutin välein)',
  ...START_MESSAGES,
  endBeforeStart: 'Slutdatumet kan inte vara före startdatumet.|Päättymispäivä ei voi olla ennen alkamispäivää.',
  tooLong: `Ett vikariat kan vara högst ${MAX_JOB_DAYS} dagar.|Sijaisuus voi kestää enintään ${MAX_JOB_DAYS} päivää.`,
  endTime: 'Sluttiden måste vara senare än starttiden.|Päättymisajan on oltava alkamisajan jälkeen.',
  type: 'Välj typ av vikariat.|Valitse sijaisuuden tyyppi.',
  otherTxt: 'Beskriv typen av vikariat.|Kuvaile sijaisuuden tyyppi.',
} as const;

const stepTime = text().refine((t) => {
  const m = parseTimeOfDay(t);
  return m !== null && m % JOB_TIME_STEP_MINUTES === 0;
}, M.time);
const date = calendarDate(M.date);
const shortText = (max: number) => text().trim().max(max);
const textList = z.array(requiredText().max(100)).max(50);

/** typeOfTemp arrives as its value or as {val, name_swe, name_fi}; only the value is kept. */
export const typeOfTempFieldSchema = z
  .union(
    [
      z.number().int(),
      z
        .object({ val: z.number().int() })
        .loose()
        .transform((t) => t.val),
    ],
    { error: M.type },
  )
  .refine((val) => typeOfTempByVal(val) !== undefined, M.type);

const jobFields = {
  startDate: date,
  endDate: date.optional(),
  startTime: stepTime,
  endTime: stepTime,
  reason: shortText(500).default(''),
  subjects: textList.default([]),
  additionalInfo: shortText(5000).default(''),
  files: z.array(text().max(260)).max(20).default([]),
  grades: textList.default([]),
  typeOfTemp: typeOfTempFieldSchema,
  otherTxt: shortText(200).default(''),
};

interface ScheduleLike {
  startDate: string;
  endDate?: string | undefined;
  startTime: string;
  endTime: string;
  typeOfTemp: number;
  otherTxt: string;
}

/** Rules across fields (spec 02 §5): a start from today to MAX_JOB_LEAD_DAYS ahead, end ≥ start (and at most MAX_JOB_DAYS after), end time after start time, type 17 needs its text. */
function checkJob(today: string | null) {
  return (job: ScheduleLike, ctx: z.RefinementCtx): void => {
    const start = parseLocalDate(job.startDate);
    const end = parseLocalDate(job.endDate ?? job.startDate);
    const todayDate = today === null ? null : parseLocalDate(today);
    if (start && todayDate && dayNumber(start) < dayNumber(todayDate)) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.startPast });
    }
    if (start && todayDate && startTooFar(dayNumber(start), dayNumber(todayDate))) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.startTooFar });
    }
    if (start && end && dayNumber(end) < dayNumber(start)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
    if (start && end && dayNumber(end) - dayNumber(start) + 1 > MAX_JOB_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.tooLong });
    }
    const s = parseTimeOfDay(job.startTime);
    const e = parseTimeOfDay(job.endTime);
    // created jobs run within one day: the form disables end times not after the start (spec 02 §5)
    if (s !== null && e !== null && e <= s) ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endTime });
    if (typeOfTempNeedsText(job.typeOfTemp) && !hasVisibleText(job.otherTxt)) {
      ctx.addIssue({ code: 'custom', path: ['otherTxt'], message: M.otherTxt });
    }
  };
}

const withEndDate = <T extends { startDate: string; endDate?: string | undefined }>(job: T): T & { endDate: string } => ({
  ...job,
  endDate: job.endDate ?? job.startDate,
});

/**
 * POST /api/teachers/addtemp. `today` is the Helsinki date (start may not be in the past). `owner`
 * and `expire` are accepted and ignored: the owner is the caller (or the `regarding` teacher) and the
 * server computes expire. `regarding` is the account id of a teacher of the same school.
 */
export const addTempSchema = (today: string) =>
  z
    .object({
      ...jobFields,
      owner: z.unknown().optional(),
      expire: z.unknown().optional(),
      school: text().uuid().optional(),
      regarding: text().uuid().or(z.literal('')).optional(),
      fromAdminType: z.enum(['Tips', 'Update']).optional(),
    })
    .superRefine(checkJob(today))
    .transform(withEndDate);
export type AddTempPayload = z.infer<ReturnType<typeof addTempSchema>>;

/** POST /api/teachers/updatetemp: the edited fields of the job `id`. A start already in the past may stay. */
export const updateTempSchema = z
  .object({ ...jobFields, id: text().uuid(), expire: z.unknown().optional(), owner: z.unknown().optional() })
  .superRefine(checkJob(null))
  .transform(withEndDate);
export type UpdateTempPayload = z.infer<typeof updateTempSchema>;

/**
 * POST /api/principals/sos: a one-day urgent job today from the saved defaults. `nowMinute` (Helsinki minutes since
 * midnight, null for the shape alone) refuses a start already past (sos-times.ts).
 */
export const sosSchemaAt = (nowMinute: number | null) =>
  z
    .object({
      email: text().optional(),
      start: stepTime,
      end: stepTime,
      info: shortText(5000).default(''),
      school: text().uuid().optional(),
      /** "first eligible to accept gets it" (decision 035) */
      instant: z.boolean().default(false),
    })
    .refine((p) => (parseTimeOfDay(p.end) ?? 0) > (parseTimeOfDay(p.start) ?? 0), { path: ['end'], message: M.endTime })
    .refine((p) => nowMinute === null || !isSosStartPast(p.start, nowMinute), { path: ['start'], message: M.startTimePast });
export const sosSchema = sosSchemaAt(null);
export type SosPayload = z.infer<typeof sosSchema>;

const jobId = text().uuid();
export const jobIdSchema = z.object({ id: jobId, email: text().optional() });
export const jobFilesSchema = z.object({ id: jobId, files: z.array(text().max(260)).max(20) });
/** addChosen / remove chosen: `email` is the applicant, `id` the job. */
export const chooseSchema = z.object({ email: text().trim().toLowerCase().email(), id: jobId });
/** addchosen's answer: the booked person's phone comes with it (the school may call them now). */
export const chooseAnswerSchema = z.object({ success: z.literal(true), chosen: text(), id: text(), deactivated: z.array(text()), phone: text() });
export type ChooseAnswer = z.infer<typeof chooseAnswerSchema>;
/** showapplicants: the spec sends email, school, region; `id` narrows to one job (the manage page). */
export const showApplicantsSchema = z.object({
  id: jobId.optional(),
  email: text().optional(),
  school: text().optional(),
  region: z.unknown().optional(),
  sort: z.enum(['alphabetical', 'age', 'teacher', 'student', 'other', 'registration']).default('registration'),
});
export const ownerListSchema = z.object({ owner: z.unknown().optional(), email: text().optional() }).loose();
export const rememberSchema = z.object({ rememberUserEmail: text().trim().toLowerCase().email(), email: text().optional() });
/** The substitute's online calls carry the job as `uniqueId` or `id`. */
export const substituteJobSchema = z
  .object({ uniqueId: jobId.optional(), id: jobId.optional(), email: text().optional(), userEmail: text().optional() })
  .refine((p) => p.uniqueId !== undefined || p.id !== undefined, { path: ['id'], message: 'Ogiltigt vikariat|Virheellinen sijaisuus' })
  .transform((p) => ({ jobId: (p.uniqueId ?? p.id) as string, email: p.email ?? p.userEmail }));
export const applySchema = z
  .object({ uniqueId: jobId, userEmail: text().optional(), email: text().optional(), alreadywarned: z.boolean().default(false) })
  .transform((p) => ({ jobId: p.uniqueId, alreadywarned: p.alreadywarned, email: p.userEmail ?? p.email }));
export const blockSchoolSchema = z.object({ school: text().uuid(), email: text().optional(), block: z.boolean().default(true) });
