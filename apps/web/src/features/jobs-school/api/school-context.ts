import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const schoolRef = z
  .object({ id: z.string().optional(), _id: z.string().optional(), name: z.string().default('') })
  .loose()
  .transform((s) => ({ id: s.id ?? s._id ?? '', name: s.name }));
export type SchoolRef = z.output<typeof schoolRef>;

const defaultsSchema = z
  .object({
    info: z.string().nullish(),
    start: z.string().nullish(),
    end: z.string().nullish(),
    subjects: z.array(z.string()).nullish(),
  })
  .loose();
export type SosDefaults = z.output<typeof defaultsSchema>;

/** The principal's own school and the further schools they lead, once each. */
function schoolsOf(a: {
  school?: SchoolRef | string | null | undefined;
  schoolId?: string | null | undefined;
  moreSchools?: SchoolRef[] | boolean | null | undefined;
}): SchoolRef[] {
  const more = Array.isArray(a.moreSchools) ? a.moreSchools.filter((s) => s.id !== '') : [];
  const own: SchoolRef | null =
    typeof a.school === 'object' && a.school !== null ? a.school : a.schoolId ? { id: a.schoolId, name: typeof a.school === 'string' ? a.school : '' } : null;
  return own && !more.some((s) => s.id === own.id) ? [own, ...more] : more;
}

const answerSchema = z
  .object({
    defaults: defaultsSchema.nullish(),
    defaultDescription: z.string().nullish(),
    grade: z.array(z.string()).nullish(),
    school: z.union([schoolRef, z.string()]).nullish(),
    schoolId: z.string().nullish(),
    /** A leader's schools; older servers answer a boolean (no list). */
    moreSchools: z.union([z.array(schoolRef), z.boolean()]).nullish(),
  })
  .loose()
  .transform((a) => ({
    defaults: a.defaults ?? null,
    defaultDescription: a.defaultDescription ?? '',
    grades: a.grade ?? [],
    schools: schoolsOf(a),
  }));

/**
 * POST /api/principals/get/principal: the urgent-job defaults, the default description (a new job's additional
 * information), the principal's grades and, for a principal over several schools, the schools to pick from.
 */
const principalContextQuery = (email: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'principal', email],
    queryFn: ({ signal }) => apiFetch('/api/principals/get/principal', { body: { email }, schema: answerSchema, signal }),
    staleTime: 60_000,
  });

export const usePrincipalContext = (email: string, enabled: boolean) => useQuery({ ...principalContextQuery(email), enabled });
