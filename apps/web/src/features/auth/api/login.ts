import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const loginAnswerSchema = z.object({ token: z.string().min(1) });

interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/shared/login. A refusal (400/403/429) carries field errors; it never signs anybody out. */
const login = (input: LoginInput): Promise<z.infer<typeof loginAnswerSchema>> =>
  apiFetch('/api/shared/login', {
    method: 'POST',
    body: { email: input.email.trim().toLowerCase(), password: input.password },
    schema: loginAnswerSchema,
    signOutOnUnauthorized: false,
  });

export const useLoginMutation = () => useMutation({ mutationFn: login });
