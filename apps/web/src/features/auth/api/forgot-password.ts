import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/shared/forgot {email}: always answers the same way; mails a reset link when the account exists. */
const requestPasswordReset = (email: string): Promise<unknown> =>
  apiFetch('/api/shared/forgot', { method: 'POST', body: { email: email.trim().toLowerCase() }, signOutOnUnauthorized: false });

export const useForgotPasswordMutation = () => useMutation({ mutationFn: requestPasswordReset });
