import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoDiscoveryReport, SsoProviderView } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  municipality: z.string().nullable(),
  schoolId: z.string().nullable(),
  issuer: z.string(),
  clientId: z.string(),
  emailDomains: z.array(z.string()),
  enabled: z.boolean(),
  passwordLoginDisabled: z.boolean(),
  createTeachersSchoolId: z.string().nullable(),
  hasSecret: z.literal(true),
}) satisfies z.ZodType<SsoProviderView>;

const KEY = ['admin', 'sso-providers'];

/** GET /api/admin/sso-providers: the organisations' sign-on providers (never their secrets). */
export const useSsoProviders = () =>
  useQuery(
    queryOptions({
      queryKey: KEY,
      queryFn: async ({ signal }) => (await apiFetch('/api/admin/sso-providers', { schema: z.object({ providers: z.array(providerSchema) }), signal })).providers,
    }),
  );

/** POST (new) or PATCH (changes, e.g. {enabled: false}) /api/admin/sso-providers. The body is checked by the server's schema. */
const save = async ({ id, body }: { id: string | null; body: Record<string, unknown> }): Promise<void> => {
  if (id) await apiFetch(`/api/admin/sso-providers/${encodeURIComponent(id)}`, { method: 'PATCH', body });
  else await apiFetch('/api/admin/sso-providers', { method: 'POST', body });
};
export const useSaveSsoProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
};

/** What a provider's test found (also the identification broker's test). */
export const reportSchema = z.object({
  ok: z.boolean(),
  issuer: z.string().optional(),
  authorizationEndpoint: z.string().nullable().optional(),
  tokenEndpoint: z.string().nullable().optional(),
  endSessionEndpoint: z.string().nullable().optional(),
  pkceS256: z.boolean().optional(),
  error: z.string().optional(),
});

/** POST /api/admin/sso-providers/:id/test: discovers the issuer now and reports what it found. */
const test = (id: string): Promise<SsoDiscoveryReport> =>
  apiFetch(`/api/admin/sso-providers/${encodeURIComponent(id)}/test`, { method: 'POST', schema: reportSchema }) as Promise<SsoDiscoveryReport>;
export const useTestSsoProvider = () => useMutation({ mutationFn: test });
