import { askFreeTomorrowSchema, defaultDescriptionSchema, LEADER_ROLES, schoolSettingsSchema, SCHOOL_ROLES, sendEmailSchema, supportSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { saveDefaultDescription, saveSchoolSettings, sendSupportMessage, setAskFreeTomorrow, setSendEmail } from '../services/settings/account-settings.ts';
import { assertSelf } from '../services/settings/caller-access.ts';

/**
 * Settings (spec 02 §2 "Principal settings", "Settings"). The school-settings path is not shown in the spec:
 * it is POST /api/principals/settings {email, activate?, subjects, start, end, info}.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .post('/shared/default-description', requireAuth(...SCHOOL_ROLES), async (c) => {
    const { email, defaultDescription } = await readBody(c, defaultDescriptionSchema);
    assertSelf(c.var.user, email);
    const token = await saveDefaultDescription(c.var.deps, c.var.user, defaultDescription);
    return c.json({ success: true, token });
  })
  .post('/principals/settings', requireAuth(...LEADER_ROLES), async (c) => {
    const payload = await readBody(c, schoolSettingsSchema);
    assertSelf(c.var.user, payload.email);
    return c.json({ success: true, defaults: await saveSchoolSettings(c.var.deps, c.var.user, payload) });
  })
  .post('/shared/set/sendemail', requireAuth(), async (c) => {
    const { email, emailBool } = await readBody(c, sendEmailSchema);
    assertSelf(c.var.user, email);
    return c.json({ success: true, profile: await setSendEmail(c.var.deps, c.var.user, emailBool) });
  })
  .post('/users/set/free-tomorrow', requireAuth('user'), async (c) => {
    const { on } = await readBody(c, askFreeTomorrowSchema);
    return c.json({ success: true, askFreeTomorrow: await setAskFreeTomorrow(c.var.deps, c.var.user, on) });
  })
  .post('/shared/email/support', requireAuth(), async (c) => {
    const payload = await readBody(c, supportSchema);
    assertSelf(c.var.user, payload.email);
    await sendSupportMessage(c.var.deps, c.var.user, payload);
    return c.json({ success: true });
  });
