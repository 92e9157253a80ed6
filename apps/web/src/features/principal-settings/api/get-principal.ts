import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_JOB_END_TIME, DEFAULT_JOB_START_TIME } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const defaultsSchema = z
  .object({
    // the server answers '' for a principal who never saved defaults
    start: z.string().default('').transform((v) => v || DEFAULT_JOB_START_TIME),
    end: z.string().default('').transform((v) => v || DEFAULT_JOB_END_TIME),
    info: z.string().default(''),
    subjects: z.array(z.string()).default([]),
    activate: z.boolean().optional(),
  })
  .nullable()
  .default(null);

const answerSchema = z.object({
  defaults: defaultsSchema,
  defaultDescription: z.string().nullable().default(''),
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
