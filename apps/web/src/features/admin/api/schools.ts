import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  municipality: z.string(),
  municipalityName: z.object({ name_swe: z.string(), namefi: z.string() }).nullable(),
  address: z.string(),
  phone: z.string(),
  licenceUntil: z.string().nullable(),
  preschool: z.boolean(),
  exportAllowed: z.boolean(),
  isAdmin: z.boolean().default(false),
});
export type AdminSchool = z.infer<typeof schoolSchema>;

/** GET /api/admin/schools. */
const schoolsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'schools'],
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/schools', { schema: z.object({ schools: z.array(schoolSchema) }), signal })).schools,
  });

export const useAdminSchools = () => useQuery(schoolsQuery());
