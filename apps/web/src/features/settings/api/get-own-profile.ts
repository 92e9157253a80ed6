import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@vikariat/domain';
import { z } from 'zod';
import { profilePathOf } from '../../../lib/account-api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const profileSchema = z
  .object({
    sendEmail: z.boolean().optional(),
    askFreeTomorrow: z.boolean().optional(),
    settings: z.object({ sendEmail: z.boolean().optional() }).optional(),
    defaultDescription: z.string().nullable().optional(),
    identityVerified: z.boolean().optional(),
  })
  .transform((p) => ({
    sendEmail: p.sendEmail ?? p.settings?.sendEmail ?? null,
    // a substitute's evening question; on unless they turned it off
    askFreeTomorrow: p.askFreeTomorrow ?? true,
    defaultDescription: p.defaultDescription ?? '',
    identityVerified: p.identityVerified ?? false,
  }));

/** The caller's own profile: the e-mail switch and (school staff) the default description. */
const ownProfileQuery = (role: Role, email: string) =>
  queryOptions({
    queryKey: ['own-profile', role],
    queryFn: ({ signal }) => apiFetch(profilePathOf(role), { body: { email }, schema: profileSchema, signal }),
    enabled: role !== 'admin',
  });

export const useOwnProfile = (role: Role, email: string) => useQuery(ownProfileQuery(role, email));
