import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaveSettingsSave } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../api-client.ts';

/** The school's offer-wave delays (decision 034), online: kept by its leaders in principal settings. */
const KEY = ['wave-settings'];

const schoolWavesSchema = z.object({ schoolId: z.string(), schoolName: z.string(), sosMinutes: z.number(), otherMinutes: z.number() });
const listSchema = z.object({ schools: z.array(schoolWavesSchema) });
export type SchoolWaveSettings = z.infer<typeof schoolWavesSchema>;

export const useSchoolWaveSettings = () =>
  useQuery({ queryKey: KEY, queryFn: async () => (await apiFetch('/api/principals/waves/settings', { body: {}, schema: listSchema })).schools });

export function useSaveWaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: WaveSettingsSave) => apiFetch('/api/principals/waves/settings/save', { body: p, schema: z.object({ school: schoolWavesSchema }) }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
