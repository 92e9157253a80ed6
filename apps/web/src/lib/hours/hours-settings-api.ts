import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoursSettingsSave } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../api-client.ts';

/**
 * Whether a school asks for lessons taught (issue 24, decision 030 amended 2026-11-28), online: the school's leaders
 * keep it in principal settings and their correction forms follow it; the chosen substitute's form asks the server for
 * its job (the job's documents cannot carry it before the jobs schema's next version).
 */
const KEY = ['hours-settings'];

const schoolSettingsSchema = z.object({ schoolId: z.string(), schoolName: z.string(), askLessons: z.boolean() });
const listSchema = z.object({ schools: z.array(schoolSettingsSchema) });
export type SchoolHoursSettings = z.infer<typeof schoolSettingsSchema>;

/** The caller's schools' settings (school leaders). */
export const useSchoolHoursSettings = (enabled = true) =>
  useQuery({ queryKey: KEY, enabled, queryFn: async () => (await apiFetch('/api/principals/hours/settings', { body: {}, schema: listSchema })).schools });

/** Whether the school asks: undefined while not known. */
export function useSchoolAsksLessons(schoolId: string | undefined): boolean | undefined {
  const settings = useSchoolHoursSettings(schoolId !== undefined);
  return settings.data?.find((s) => s.schoolId === schoolId)?.askLessons;
}

export function useSaveHoursSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: HoursSettingsSave) => apiFetch('/api/principals/hours/settings/save', { body: p, schema: z.object({ school: schoolSettingsSchema }) }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The chosen substitute's job: does its school ask? undefined while not known (offline before it was read). */
export function useJobAsksLessons(jobId: string): boolean | undefined {
  const answer = useQuery({
    queryKey: [...KEY, 'job', jobId],
    staleTime: 60 * 60_000,
    queryFn: () => apiFetch('/api/users/hours/settings', { body: { jobId }, schema: z.object({ askLessons: z.boolean() }) }),
  });
  return answer.data?.askLessons;
}
