import { DEFAULT_JOB_END_TIME, DEFAULT_JOB_START_TIME, isEndTimeDisabled, sortGrades, TIME_OPTIONS } from '@vikariat/domain';
import { addTempSchema, updateTempSchema, type AddTempPayload, type UpdateTempPayload } from '@vikariat/domain';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import type { SchoolJob } from '../api/school-job.ts';

/** What the create/edit form holds (spec 02 §5). Files already stored stay as names; new ones as File objects. */
export interface JobFormValues {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
  typeOfTemp: number | null;
  otherTxt: string;
  subjects: string[];
  grades: string[];
  additionalInfo: string;
  regarding: string;
  school: string;
  fromAdminType: 'Tips' | 'Update';
  storedFiles: string[];
  newFiles: File[];
}

/** Messages under the spec's field names (the payload's: `files`, not the form's storedFiles/newFiles). */
export type JobFormErrors = FieldErrors;

export const emptyJobForm = (today: string, grades: readonly string[] = [], additionalInfo = ''): JobFormValues => ({
  startDate: today,
  endDate: today,
  startTime: DEFAULT_JOB_START_TIME,
  endTime: DEFAULT_JOB_END_TIME,
  reason: '',
  typeOfTemp: null,
  otherTxt: '',
  subjects: [],
  grades: sortGrades(grades),
  additionalInfo,
  regarding: '',
  school: '',
  fromAdminType: 'Tips',
  storedFiles: [],
  newFiles: [],
});

const typeValOf = (job: SchoolJob): number | null => {
  const t = job.typeOfTemp;
  if (t === null || t === undefined) return null;
  return typeof t === 'number' ? t : t.val;
};

export const jobFormOf = (job: SchoolJob): JobFormValues => ({
  ...emptyJobForm(job.startDate, job.grades),
  startDate: job.startDate,
  endDate: job.endDate,
  startTime: job.startTime,
  endTime: job.endTime,
  reason: job.reason ?? '',
  typeOfTemp: typeValOf(job),
  otherTxt: job.otherTxt ?? '',
  subjects: [...job.subjects],
  additionalInfo: job.additionalInfo ?? '',
  fromAdminType: job.fromAdminType ?? 'Tips',
  storedFiles: [...job.files],
});

/** Changing the start date moves an end date that would fall before it (the end defaults to the start). */
export function withStartDate(values: JobFormValues, startDate: string): JobFormValues {
  return { ...values, startDate, endDate: values.endDate < startDate ? startDate : values.endDate };
}

/** Changing the start time moves an end time that is no longer later than it to the next allowed option. */
export function withStartTime(values: JobFormValues, startTime: string): JobFormValues {
  if (!isEndTimeDisabled(startTime, values.endTime)) return { ...values, startTime };
  const next = TIME_OPTIONS.find((t) => !isEndTimeDisabled(startTime, t));
  return { ...values, startTime, endTime: next ?? values.endTime };
}

/** The zod message is 'svenska|suomi'; the form shows the half of its language. */
const localHalf = (message: string, locale: 'sv' | 'fi'): string => {
  const [sv, fi] = message.split('|');
  return (locale === 'fi' ? fi : sv) ?? message;
};

interface ValidationContext {
  today: string;
  locale: 'sv' | 'fi';
  /** A principal over several schools must pick one (spec 02 §5). */
  needsSchool: boolean;
  /** Messages the form adds itself. */
  messages: { typeRequired: string; schoolRequired: string };
}

function collectErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], locale: 'sv' | 'fi'): JobFormErrors {
  const errors: JobFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && errors[field] === undefined) errors[field] = localHalf(issue.message, locale);
  }
  return errors;
}

const commonOf = (values: JobFormValues) => ({
  startDate: values.startDate,
  endDate: values.endDate,
  startTime: values.startTime,
  endTime: values.endTime,
  reason: values.reason,
  subjects: values.subjects,
  additionalInfo: values.additionalInfo,
  grades: sortGrades(values.grades),
  typeOfTemp: values.typeOfTemp ?? -1,
  otherTxt: values.otherTxt,
});

/**
 * Checks a new job with the same schema the server uses (addTempSchema), plus the form's own rules: a type must
 * be picked (the field is highlighted, submit blocked) and a principal with several schools must pick one.
 */
export function validateNewJob(
  values: JobFormValues,
  files: readonly string[],
  context: ValidationContext,
): { ok: true; payload: AddTempPayload } | { ok: false; errors: JobFormErrors } {
  const parsed = addTempSchema(context.today).safeParse({
    ...commonOf(values),
    files,
    ...(values.school ? { school: values.school } : {}),
    ...(values.regarding ? { regarding: values.regarding } : {}),
  });
  const errors: JobFormErrors = parsed.success ? {} : collectErrors(parsed.error.issues, context.locale);
  if (values.typeOfTemp === null) errors.typeOfTemp = context.messages.typeRequired;
  if (context.needsSchool && values.school === '') errors.school = context.messages.schoolRequired;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}

/** Checks an edited job (updateTempSchema: a start already in the past may stay). */
export function validateEditedJob(
  id: string,
  values: JobFormValues,
  files: readonly string[],
  context: Omit<ValidationContext, 'needsSchool' | 'today'>,
): { ok: true; payload: UpdateTempPayload } | { ok: false; errors: JobFormErrors } {
  const parsed = updateTempSchema.safeParse({ ...commonOf(values), id, files });
  const errors: JobFormErrors = parsed.success ? {} : collectErrors(parsed.error.issues, context.locale);
  if (values.typeOfTemp === null) errors.typeOfTemp = context.messages.typeRequired;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}
