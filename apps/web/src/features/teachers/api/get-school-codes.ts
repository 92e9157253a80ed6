import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** An unused code of a school the principal leads, with the school's name and id. */
export interface SchoolUnit {
  id: string | null;
  name: string;
  code: string;
}

const answerSchema = z.object({
  codes: z.array(z.string()).default([]),
  names: z.array(z.string()).default([]),
  schools: z.array(z.string()).default([]),
});

/** Pairs the parallel arrays of the answer (spec 02 §3: "codes array and names array"). */
const toSchoolUnits = (answer: z.infer<typeof answerSchema>): SchoolUnit[] =>
  answer.codes.map((code, index) => ({ code, name: answer.names[index] ?? '', id: answer.schools[index] ?? null }));

/** POST /api/principals/codes: the unit codes with the school names (a leader has several schools). */
const schoolCodesQuery = (email: string) =>
  queryOptions({
    queryKey: ['principal-unit-codes'],
    queryFn: async ({ signal }) => toSchoolUnits(await apiFetch('/api/principals/codes', { body: { email }, schema: answerSchema, signal })),
  });

export const useSchoolCodes = (email: string) => useQuery(schoolCodesQuery(email));
