import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The reset payload of spec 01 §3. */
interface ResetPasswordPayload {
  password: string;
  password2: string;
  resetToken: string;
}

/** POST /api/shared/reset/{token}: sets the new password (and revokes every session). */
const resetPassword = (payload: ResetPasswordPayload): Promise<unknown> =>
  apiFetch(`/api/shared/reset/${encodeURIComponent(payload.resetToken)}`, {
    method: 'POST',
    body: payload,
    signOutOnUnauthorized: false,
  });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
