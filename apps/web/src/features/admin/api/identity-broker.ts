import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityBrokerView, SsoDiscoveryReport } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { reportSchema } from './sso-providers.ts';

const viewSchema = z.object({
  source: z.enum(['admin', 'env', 'demo', 'none']),
  issuer: z.string().nullable(),
  saved: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      givenNameClaim: z.string(),
      familyNameClaim: z.string(),
      birthDateClaim: z.string(),
      enabled: z.boolean(),
      hasSecret: z.literal(true),
    })
    .nullable(),
}) satisfies z.ZodType<IdentityBrokerView>;

const KEY = ['admin', 'identity-broker'];

/** GET /api/admin/identity-broker: the strong-identification broker in use, and the admin's saved one (never the secret). */
export const useIdentityBroker = () =>
  useQuery(queryOptions({ queryKey: KEY, queryFn: ({ signal }) => apiFetch('/api/admin/identity-broker', { schema: viewSchema, signal }) }));

/** PUT /api/admin/identity-broker: the body is checked by the server's schema (identityBrokerSaveSchema). */
export const useSaveIdentityBroker = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      await apiFetch('/api/admin/identity-broker', { method: 'PUT', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

/** POST /api/admin/identity-broker/test: discovers the broker in use now. */
export const useTestIdentityBroker = () =>
  useMutation({
    mutationFn: () => apiFetch('/api/admin/identity-broker/test', { method: 'POST', schema: reportSchema }) as Promise<SsoDiscoveryReport>,
  });
