import { chooseSchema, rememberSchema, schoolCancelSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import { assertSelf } from '../services/jobs/job-access.ts';
import { chooseSubstitute, removeChosen } from '../services/jobs/choose-substitute.ts';
import { toggleRemembered } from '../services/jobs/remember.ts';
import { cancelBookingForSchool } from '../services/jobs/cancel-booking.ts';

/**
 * Choosing is online only and authoritative (DESIGN.md). addChosen's path is not shown in the spec:
 * POST /api/teachers/addchosen {email (the applicant), id (the job)}. Cancelling the booked substitute with a reason
 * (issue 24, not in the spec): POST /api/teachers/cancel/chosen {email, id, reason}.
 */
export const chooseRoutes = new Hono<AppEnv>()
  .post('/teachers/addchosen', jobGuard('POST /api/teachers/addchosen'), async (c) => {
    const { email, id } = await readBody(c, chooseSchema);
    const result = await chooseSubstitute(c.var.deps, c.var.user, email, id, c.var.locale);
    return c.json({ success: true, chosen: email, id: result.jobId, deactivated: result.deactivated, phone: result.phone });
  })
  .post('/teachers/remove/chosen', jobGuard('POST /api/teachers/remove/chosen'), async (c) => {
    const { email, id } = await readBody(c, chooseSchema);
    await removeChosen(c.var.deps, c.var.user, email, id, c.var.locale);
    return c.json({ success: true });
  })
  .post('/teachers/cancel/chosen', jobGuard('POST /api/teachers/cancel/chosen'), async (c) => {
    const payload = await readBody(c, schoolCancelSchema);
    const { late } = await cancelBookingForSchool(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true, late });
  })
  .post('/shared/remember', jobGuard('POST /api/shared/remember'), async (c) => {
    const { rememberUserEmail, email } = await readBody(c, rememberSchema);
    assertSelf(email, c.var.user.email);
    return c.json(await toggleRemembered(c.var.deps, c.var.user, rememberUserEmail));
  });
