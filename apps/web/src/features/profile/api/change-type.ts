import { useMutation } from '@tanstack/react-query';
import type { Role } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { replaceTokenAndReload } from '../hooks/use-replace-token.ts';
import { tokenAnswerSchema } from './token-answer.ts';

/** POST /api/shared/change/type {email, type} → a token for the other role the account holds. */
export const changeAccountType = ({ email, type }: { email: string; type: Role }) =>
  apiFetch('/api/shared/change/type', { method: 'POST', body: { email, type }, schema: tokenAnswerSchema });

/**
 * The new token is stored and the page reloaded from the mutation itself: a callback given to `mutate` is dropped
 * when the screen unmounts first (a lazy screen suspending, a navigation), which would leave the app on the old
 * role's token after the server switched it.
 */
export const useChangeTypeMutation = () => useMutation({ mutationFn: changeAccountType, onSuccess: replaceTokenAndReload });
