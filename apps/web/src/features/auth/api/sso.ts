import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const providersSchema = z.object({ providers: z.array(z.object({ id: z.string(), name: z.string() })) });
export type SsoOrganisation = z.infer<typeof providersSchema>['providers'][number];

/** POST /api/shared/sso/lookup {email}: the organisations that sign in this address's domain (decision 032). */
const lookupQuery = (domain: string) =>
  queryOptions({
    queryKey: ['sso', 'lookup', domain],
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/shared/sso/lookup', { method: 'POST', body: { email: `x@${domain}` }, schema: providersSchema, signal, signOutOnUnauthorized: false }))
        .providers,
    staleTime: 5 * 60_000,
  });

/** Only the domain is sent: the server needs no more to find the organisation, and learns nothing of who types. */
export const useSsoOrganisations = (domain: string | null) => useQuery({ ...lookupQuery(domain ?? ''), enabled: domain !== null });

/** POST /api/shared/sso/start {providerId} → the provider's sign-in page (code + PKCE). */
const start = (providerId: string): Promise<string> =>
  apiFetch('/api/shared/sso/start', { method: 'POST', body: { providerId }, schema: z.object({ url: z.string().min(1) }), signOutOnUnauthorized: false }).then(
    (a) => a.url,
  );
export const useSsoStartMutation = () => useMutation({ mutationFn: start });

/** POST /api/shared/sso/finish {ticket} → {token}: the callback's one-time ticket traded for a session. */
const finish = (ticket: string): Promise<string> =>
  apiFetch('/api/shared/sso/finish', { method: 'POST', body: { ticket }, schema: z.object({ token: z.string().min(1) }), signOutOnUnauthorized: false }).then(
    (a) => a.token,
  );
export const useSsoFinishMutation = () => useMutation({ mutationFn: finish });
