import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { MAX_WAVE_DELAY_MINUTES } from './offer-waves.ts';

/**
 * The school's offer-wave delays (decision 034): minutes between waves for SOS and for other jobs, 0 = every wave at
 * once (a broadcast). Kept by the school's principals and leaders on the settings screen. Messages 'svenska|suomi'.
 */
const M = {
  school: 'Ogiltig skola|Virheellinen koulu',
  minutes: `Ange minuter mellan 0 och ${MAX_WAVE_DELAY_MINUTES}|Anna minuutit väliltä 0–${MAX_WAVE_DELAY_MINUTES}`,
} as const;
const minutes = z.number({ message: M.minutes }).int(M.minutes).min(0, M.minutes).max(MAX_WAVE_DELAY_MINUTES, M.minutes);

/** POST /api/principals/waves/settings {schoolId?}: the caller's schools' wave delays (one when named). */
export const waveSettingsReadSchema = z.object({ schoolId: text().uuid(M.school).optional() });
/** POST /api/principals/waves/settings/save {schoolId, sosMinutes, otherMinutes}. */
export const waveSettingsSaveSchema = z.object({ schoolId: text().uuid(M.school), sosMinutes: minutes, otherMinutes: minutes });
export type WaveSettingsSave = z.infer<typeof waveSettingsSaveSchema>;
