import { useMutation } from '@tanstack/react-query';
import type { Role } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { replaceTokenAndReload, tokenAnswerSchema } from './token-answer.ts';

/** POST /api/shared/change/type {email, type} → a token for the other role the account holds. */
const changeAccountType = ({ email, type }: { email: string; type: Role }) =>
  apiFetch('/api/shared/change/type', { method: 'POST', body: { email, type }, schema: tokenAnswerSchema });

export const useChangeTypeMutation = () => useMutation({ mutationFn: changeAccountType, onSuccess: replaceTokenAndReload });
