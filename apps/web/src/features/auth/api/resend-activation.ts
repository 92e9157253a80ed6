import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const resendAnswerSchema = z.object({ message: z.string().optional() }).loose();

/** POST /api/users/confirm-email {email}: resends the activation link; 'Already confirmed' when it is. */
const resendActivation = (email: string): Promise<z.infer<typeof resendAnswerSchema>> =>
  apiFetch('/api/users/confirm-email', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
    schema: resendAnswerSchema,
    signOutOnUnauthorized: false,
  });

export const useResendActivationMutation = () => useMutation({ mutationFn: resendActivation });
