import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { replaceTokenAndReload, tokenAnswerSchema } from './token-answer.ts';

/** The body of POST /api/shared/saveprofile: one block (`section`) with the changed fields. */
type SaveProfileBody = { section: 'basic' | 'additional'; email: string } & Record<string, unknown>;

/** POST /api/shared/saveprofile → a new token (the page then reloads, spec 01 §4). */
const saveProfile = (body: SaveProfileBody) => apiFetch('/api/shared/saveprofile', { method: 'POST', body, schema: tokenAnswerSchema });

export const useSaveProfileMutation = () => useMutation({ mutationFn: saveProfile, onSuccess: replaceTokenAndReload });
