import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const codeSchema = z.object({ code: z.string(), used: z.boolean(), school: z.string().optional() });
const answerSchema = z.union([z.array(codeSchema), z.object({ codes: z.array(codeSchema) }).transform((a) => a.codes)]);
export type SchoolCode = z.infer<typeof codeSchema>;

/** POST /api/principals/get/codes: email → codes with the used flag. */
const codesQuery = (email: string) =>
  queryOptions({
    queryKey: ['school-codes'],
    queryFn: ({ signal }) => apiFetch('/api/principals/get/codes', { body: { email }, schema: answerSchema, signal }),
  });

export const useCodes = (email: string) => useQuery(codesQuery(email));

/** Unused first, then used (the two lists of spec 02 §2). */
export const splitCodes = (codes: readonly SchoolCode[]): { unused: SchoolCode[]; used: SchoolCode[] } => ({
  unused: codes.filter((c) => !c.used),
  used: codes.filter((c) => c.used),
});
