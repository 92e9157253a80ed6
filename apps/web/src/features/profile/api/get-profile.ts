import { useQuery } from '@tanstack/react-query';
import type { Role } from '@vikariat/domain';
import { z } from 'zod';
import { profilePathOf } from '../../../lib/account-api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const named = z.object({ name_swe: z.string(), name_fi: z.string().optional() }).loose();
const text = z.string().nullish();

/**
 * The own profile as the get calls answer it (spec 01 §3 entity fields). Lenient: every field may be missing, so
 * an account that never filled a block still shows its card.
 */
export const profileAnswerSchema = z
  .object({
    email: z.string(),
    firstName: text,
    lastName: text,
    phone: text,
    address: text,
    birthDate: text,
    age: z.number().nullish(),
    nativeLanguage: text,
    languages: z.array(z.object({ name: z.string(), name_fi: z.string().optional() }).loose()).nullish(),
    status: text,
    otherTxt: text,
    regions: z.array(z.object({ code: z.string() }).loose()).nullish(),
    qualifications: z.array(named).nullish(),
    comingqualifications: z.array(named).nullish(),
    occuGroup: z.object({ school: text, studies: text, points: text, studyFocus: text, studyYear: text }).loose().nullish(),
    education: text,
    examinationYear: text,
    mainsubject: text,
    secondsubject: text,
    extrasubjects: z.array(z.string()).nullish(),
    /** Documents and files (spec 01 §2): stored name, the name the person gave it, bytes. */
    documents: z.array(z.object({ name: z.string(), title: z.string(), size: z.number() }).loose()).nullish(),
    experience: z.array(z.string()).nullish(),
    policeRecord: z.object({ isActive: z.boolean().optional(), expirationDate: z.string() }).loose().nullish(),
    identityVerified: z.boolean().nullish(),
    image: text,
    siteLang: z.number().nullish(),
    school: z.union([z.string(), z.object({ name: z.string() }).loose()]).nullish(),
    grade: z.array(z.string()).nullish(),
    teacherType: text,
    teacherOther: text,
  })
  .loose();
export type Profile = z.infer<typeof profileAnswerSchema>;

const unwrap = z.union([z.object({ profile: profileAnswerSchema }).transform((a) => a.profile), profileAnswerSchema]);

const fetchProfile = (role: Role, email: string): Promise<Profile> => apiFetch(profilePathOf(role), { method: 'POST', body: { email }, schema: unwrap });

export const profileQueryKey = (email: string) => ['profile', email] as const;

export const useProfileQuery = (role: Role, email: string) => useQuery({ queryKey: profileQueryKey(email), queryFn: () => fetchProfile(role, email) });
