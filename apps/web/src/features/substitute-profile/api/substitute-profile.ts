import { queryOptions, useQuery } from '@tanstack/react-query';
import { extractSeenViewSchema, schoolTieSchema } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** A name pair of the reference lists, a plain string, or a {name} object. */
const named = z.union([
  z.string(),
  z.object({ name_swe: z.string().optional(), name_fi: z.string().optional(), name: z.string().optional(), val: z.unknown().optional() }).loose(),
]);
export type Named = z.infer<typeof named>;

const profileSchema = z
  .object({
    email: z.string(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    image: z.string().nullish(),
    // strong identification (issue 25): the day only, never what was verified
    identityVerifiedOn: z.string().nullish(),
    status: z.string().nullish(),
    otherTxt: z.string().nullish(),
    qualifications: z.array(named).catch([]).default([]),
    comingqualifications: z.array(named).catch([]).default([]),
    occuGroup: z
      .object({ school: z.string().nullish(), studies: z.string().nullish(), studyYear: z.string().nullish(), points: z.union([z.string(), z.number()]).nullish() })
      .loose()
      .nullish(),
    education: z.string().nullish(),
    examinationYear: z.union([z.string(), z.number()]).nullish(),
    mainsubject: named.nullish(),
    secondsubject: named.nullish(),
    extrasubjects: z.array(z.string()).catch([]).default([]),
    /** Documents and files on the person's profile (spec 01 §2), read while the school may see the person. */
    documents: z
      .array(z.object({ name: z.string(), title: z.string(), size: z.number() }).loose())
      .catch([])
      .default([]),
    experience: z.union([z.string(), z.array(named)]).nullish(),
    nativeLanguage: named.nullish(),
    languages: z.array(named).catch([]).default([]),
    policeRecord: z.object({ expirationDate: z.string().nullish(), isActive: z.boolean().nullish() }).loose().nullish(),
    phone: z.string().nullish(),
    address: z.string().nullish(),
    birthDate: z.string().nullish(),
    age: z.number().nullish(),
    remembered: z.boolean().optional(),
    /** the person at each of the reader's schools: its lists, worked there before (issue 23) */
    schools: z.array(schoolTieSchema).catch([]).default([]),
    /** bookings the person cancelled less than 24 h before the start, at any school (issue 24) */
    lateCancellations: z.number().optional(),
    /** a school's recorded view of the criminal-record extract, still valid (issue 25) */
    extractSeen: extractSeenViewSchema.nullish(),
  })
  .loose();

const answerSchema = z.union([
  z
    .object({ user: profileSchema })
    .loose()
    .transform((a) => a.user),
  profileSchema,
]);

/**
 * POST /api/shared/get/user {email}: a substitute's profile as a school sees it — the spec's shared call of the jobs
 * screens (spec 02 §7); /api/users/get/user is the substitute's own profile (spec 01 §7, the profile and settings).
 */
const substituteProfileQuery = (email: string) =>
  queryOptions({
    queryKey: ['substitute-profile', email],
    queryFn: ({ signal }) => apiFetch('/api/shared/get/user', { body: { email }, schema: answerSchema, signal }),
  });

export const useSubstituteProfile = (email: string) => useQuery(substituteProfileQuery(email));
