import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where to send the browser: the identity provider's authorization address. */
const startAnswerSchema = z.union([
  z
    .object({ url: z.string().min(1) })
    .loose()
    .transform((a) => a.url),
  z
    .object({ redirect: z.string().min(1) })
    .loose()
    .transform((a) => a.redirect),
]);

/**
 * GET /api/shared/identity/start → the authorization URL (OpenID Connect, code + PKCE). A JSON answer rather than a
 * 302 because the call needs the bearer token, which a plain browser navigation would not send.
 */
const startIdentityVerification = (): Promise<string> => apiFetch('/api/shared/identity/start', { method: 'GET', schema: startAnswerSchema });

export const useIdentityStartMutation = () => useMutation({ mutationFn: startIdentityVerification });
