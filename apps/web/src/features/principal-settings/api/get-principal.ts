import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_JOB_END_TIME, DEFAULT_JOB_START_TIME } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const defaultsSchema = z
  .object({
    // the server answers '' for a principal who never saved defaults
    start: z
      .string()
      .default('')
      .transform((v) => v || DEFAULT_JOB_START_TIME),
    end: z
      .string()
      .default('')
      .transform((v) => v || DEFAULT_JOB_END_TIME),
    info: z.string().default(''),
    subjects: z.array(z.string()).default([]),
    activate: z.boolean().optional(),
  })
  .nullable()
  .default(null);

const schoolRef = z.object({ id: z.string().default(''), name: z.string().default('') }).loose();

const answerSchema = z
  .object({
    defaults: defaultsSchema,
    defaultDescription: z.string().nullable().default(''),
    school: z.union([schoolRef, z.string()]).nullish(),
    schoolId: z.string().nullish(),
    /** a leader's further schools (an older server answers a boolean) */
    moreSchools: z.union([z.array(schoolRef), z.boolean()]).nullish(),
  })
  .transform(({ school, schoolId, moreSchools, ...rest }) => {
    const own =
      typeof school === 'object' && school !== null
        ? { id: school.id || (schoolId ?? ''), name: school.name }
        : { id: schoolId ?? '', name: typeof school === 'string' ? school : '' };
    const more = Array.isArray(moreSchools) ? moreSchools.map((s) => ({ id: s.id, name: s.name })) : [];
    // the principal's schools, each once (the day-card templates are kept per school)
    const schools = [own, ...more].filter((s, i, all) => s.id !== '' && all.findIndex((x) => x.id === s.id) === i);
    return { ...rest, schools };
  });
export type PrincipalSettings = z.infer<typeof answerSchema>;
export type UrgentDefaults = NonNullable<PrincipalSettings['defaults']>;

/** POST /api/principals/get/principal: the SOS defaults (info, start, end, subjects) and the default description. */
const principalQuery = (email: string) =>
  queryOptions({
    queryKey: ['principal-settings'],
    queryFn: ({ signal }) => apiFetch('/api/principals/get/principal', { body: { email }, schema: answerSchema, signal }),
  });

export const usePrincipal = (email: string) => useQuery(principalQuery(email));
