import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import type { JobFormErrors, JobFormField } from './job-form-values.ts';

/** Splits a refused save into field errors (under the spec's field names) and a general message. */
export function submitErrorOf(error: unknown, offlineMessage: string): { fields: JobFormErrors; message: string | null } {
  if (isOfflineError(error)) return { fields: {}, message: offlineMessage };
  if (isApiError(error)) {
    const fields: JobFormErrors = {};
    for (const [key, message] of Object.entries(error.fields)) fields[key as JobFormField] = message;
    return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}
