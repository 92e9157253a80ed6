import { JOB_MESSAGES } from '@vikariat/domain';
import { isApiError, isOfflineError } from '../api-client.ts';

/** What a refused choice means for the screen (spec 02 §8). */
type ChooseFailure = 'offline' | 'chosen-elsewhere' | 'other';

const ELSEWHERE_CODES = new Set(['chosen_elsewhere', 'substitute_taken', 'overlap', 'already_chosen_elsewhere']);
const ELSEWHERE_TEXTS = new Set<string>([JOB_MESSAGES.chosenElsewhere.sv, JOB_MESSAGES.chosenElsewhere.fi]);

export function chooseFailureOf(error: unknown): ChooseFailure {
  if (isOfflineError(error)) return 'offline';
  if (isApiError(error) && (ELSEWHERE_CODES.has(error.code) || ELSEWHERE_TEXTS.has(error.message))) return 'chosen-elsewhere';
  return 'other';
}
