import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { schoolSettingsSchema } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

type SchoolSettingsInput = z.input<typeof schoolSettingsSchema>;

/** POST /api/principals/settings: email, activate, subjects, start, end, info (the SOS defaults). */
const saveSchoolSettings = async (input: SchoolSettingsInput): Promise<void> => {
  await apiFetch('/api/principals/settings', { body: input });
};

export const useSaveSchoolSettings = () => useMutation({ mutationFn: saveSchoolSettings });
