import { accessibilityFeedbackSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { optionalCaller, requireAuth } from '../http/auth.ts';
import { auditedRead } from '../http/audited-read.ts';
import { parseOrThrow, readBody } from '../http/validate.ts';
import { listOpenFeedback, markFeedbackAnswered, receiveFeedback } from '../services/legal/accessibility-feedback.ts';
import { clientAddress } from './client-address.ts';

const idParam = z.object({ id: z.uuid('Ogiltigt id|Virheellinen tunniste') });

/**
 * Accessibility feedback (issue 25, Act 306/2019): anyone sends it from the accessibility statement; admins see the
 * open items with their 14-day deadline and mark them answered.
 */
export const accessibilityRoutes = new Hono<AppEnv>()
  .post('/accessibility/feedback', async (c) => {
    const user = await optionalCaller(c);
    const payload = await readBody(c, accessibilityFeedbackSchema);
    const { id } = await receiveFeedback(c.var.deps, { payload, user, address: clientAddress(c), locale: c.var.locale });
    return c.json({ success: true, id }, 201);
  })
  .get('/admin/accessibility-feedback', requireAuth('admin'), auditedRead('accessibility-feedback'), async (c) => c.json({ items: await listOpenFeedback(c.var.deps) }))
  .post('/admin/accessibility-feedback/:id/answered', requireAuth('admin'), async (c) => {
    const { id } = parseOrThrow(idParam, { id: c.req.param('id') }, c.var.locale);
    await markFeedbackAnswered(c.var.deps, c.var.user, id);
    return c.json({ success: true });
  });
