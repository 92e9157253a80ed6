import {
  cancellationListQuerySchema,
  decimalInteger,
  issuePasscodeSchema,
  noticeSchema,
  schoolFieldsSchema,
  schoolUpdateSchema,
  isoInstant,
  text,
} from '@vikariat/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { auditedRead } from '../http/audited-read.ts';
import { accountIdByEmail } from '../services/admin/audit-log.ts';
import { notFound } from '../http/errors.ts';
import { parseOrThrow, readBody } from '../http/validate.ts';
import { listNotices, postNotice, removeNotice, updateNotice } from '../services/admin/admin-notices.ts';
import { createSchool, listSchools, updateSchool } from '../services/admin/admin-schools.ts';
import { deliveryLog } from '../services/admin/delivery-log.ts';
import { listCancellations } from '../services/admin/cancellations.ts';
import { listMailbox, readMail } from '../services/admin/dev-mailbox.ts';
import { issuePasscode, listPasscodes, revokePasscode } from '../services/export/passcodes.ts';

const admins = requireAuth('admin');
/** an id in the path (schools, notices, passcodes) */
const schoolIdParam = z.object({ id: z.uuid('Ogiltigt id|Virheellinen tunniste') });
const deliveriesQuery = z.object({
  status: z.enum(['pending', 'sending', 'sent', 'failed']).optional(),
  channel: z.enum(['push', 'email']).optional(),
  email: text().max(254).optional(),
  before: isoInstant().optional(),
  limit: decimalInteger({ min: 1, max: 500 }).default(100),
});

/**
 * The admin area (issue 6): schools, notices, export passcodes, the dev mailbox, the notification
 * delivery log and cancelled bookings (issue 24). Approving principals and unlocking accounts are the accounts area's; the sync log is sync's.
 */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/schools', admins, async (c) => c.json({ schools: await listSchools(c.var.deps) }))
  .post('/admin/schools', admins, async (c) => {
    const fields = await readBody(c, schoolFieldsSchema);
    return c.json({ success: true, school: await createSchool(c.var.deps, fields) }, 201);
  })
  .patch('/admin/schools/:id', admins, async (c) => {
    const { id } = parseOrThrow(schoolIdParam, { id: c.req.param('id') }, c.var.locale);
    const fields = await readBody(c, schoolUpdateSchema);
    return c.json({ success: true, school: await updateSchool(c.var.deps, id, fields) });
  })
  .get('/admin/notices', admins, async (c) => c.json({ notices: await listNotices(c.var.deps) }))
  .post('/admin/notices', admins, async (c) => {
    const notice = await readBody(c, noticeSchema);
    return c.json({ success: true, id: await postNotice(c.var.deps, c.var.user, notice, c.var.locale) }, 201);
  })
  .put('/admin/notices/:id', admins, async (c) => {
    const { id } = parseOrThrow(schoolIdParam, { id: c.req.param('id') }, c.var.locale);
    const notice = await readBody(c, noticeSchema);
    return c.json({ success: true, notice: await updateNotice(c.var.deps, id, notice, c.var.locale) });
  })
  .delete('/admin/notices/:id', admins, async (c) => {
    const { id } = parseOrThrow(schoolIdParam, { id: c.req.param('id') }, c.var.locale);
    await removeNotice(c.var.deps, id, c.var.locale);
    return c.json({ success: true });
  })
  .post('/admin/export-passcodes', admins, async (c) => {
    const payload = await readBody(c, issuePasscodeSchema);
    return c.json(await issuePasscode(c.var.deps, c.var.user, payload, c.var.locale), 201);
  })
  .get('/admin/export-passcodes', admins, async (c) => c.json({ passcodes: await listPasscodes(c.var.deps) }))
  .delete('/admin/export-passcodes/:id', admins, async (c) => {
    const { id } = parseOrThrow(schoolIdParam, { id: c.req.param('id') }, c.var.locale);
    if (!(await revokePasscode(c.var.deps, id))) throw notFound();
    return c.json({ success: true });
  })
  .get('/admin/mailbox', admins, auditedRead('mailbox'), async (c) => c.json({ mails: await listMailbox(c.var.deps) }))
  .get('/admin/mailbox/:file', admins, auditedRead('mail'), async (c) => c.json(await readMail(c.var.deps, c.req.param('file'))))
  .get(
    '/admin/deliveries',
    admins,
    auditedRead('deliveries', (c) => {
      const email = c.req.query('email');
      return email ? accountIdByEmail(c.var.deps.database.db, email) : null;
    }),
    async (c) => {
      const query = parseOrThrow(deliveriesQuery, c.req.query(), c.var.locale);
      return c.json({ deliveries: await deliveryLog(c.var.deps, query) });
    },
  )
  .get('/admin/cancellations', admins, auditedRead('cancellations'), async (c) => {
    const query = parseOrThrow(cancellationListQuerySchema, c.req.query(), c.var.locale);
    return c.json({ cancellations: await listCancellations(c.var.deps, query) });
  });
