import { waveSettingsReadSchema, waveSettingsSaveSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import { readWaveSettings, saveWaveSettings } from '../services/jobs/wave-settings.ts';

/** Offer waves (issue 23, decision 034): the school's delays between waves. */
export const offerWaveRoutes = new Hono<AppEnv>()
  .post('/principals/waves/settings', jobGuard('POST /api/principals/waves/settings'), async (c) => {
    const { schoolId } = await readBody(c, waveSettingsReadSchema);
    return c.json({ schools: await readWaveSettings(c.var.deps, c.var.user, schoolId) });
  })
  .post('/principals/waves/settings/save', jobGuard('POST /api/principals/waves/settings/save'), async (c) => {
    const payload = await readBody(c, waveSettingsSaveSchema);
    return c.json({ success: true, school: await saveWaveSettings(c.var.deps, c.var.user, payload) });
  });
