import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const securityCodeAnswerSchema = z.object({ school: z.string().min(1) }).loose();

/** POST /api/teachers/securitycode {code} → the school the code belongs to. */
const checkSecurityCode = (code: string): Promise<z.infer<typeof securityCodeAnswerSchema>> =>
  apiFetch('/api/teachers/securitycode', {
    method: 'POST',
    body: { code: code.trim() },
    schema: securityCodeAnswerSchema,
    signOutOnUnauthorized: false,
  });

export const useSecurityCodeMutation = () => useMutation({ mutationFn: checkSecurityCode });
