import { auditLogCsv, auditLogFilterSchema, formatDateTime, todayInFinland } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { auditedRead } from '../http/audited-read.ts';
import { parseOrThrow } from '../http/validate.ts';
import { accountIdByEmail, listAuditLog } from '../services/admin/audit-log.ts';

const person = (c: { req: { query: (k: string) => string | undefined }; var: AppEnv['Variables'] }) => {
  const email = c.req.query('person');
  return email ? accountIdByEmail(c.var.deps.database.db, email) : null;
};

/**
 * The admins' audit log (issue 25): who of the admins read whose personal data, what and when; filtered by admin,
 * person and days; exported as CSV (UTF-8 with BOM, `;`). Reading it is itself a read of personal data, logged too.
 */
export const auditLogRoutes = new Hono<AppEnv>()
  .get('/admin/audit-log', requireAuth('admin'), auditedRead('audit-log', person), async (c) => {
    const filter = parseOrThrow(auditLogFilterSchema, c.req.query(), c.var.locale);
    return c.json({ entries: await listAuditLog(c.var.deps.database.db, filter) });
  })
  .get('/admin/audit-log.csv', requireAuth('admin'), auditedRead('audit-log-export', person), async (c) => {
    const filter = parseOrThrow(auditLogFilterSchema, c.req.query(), c.var.locale);
    const entries = await listAuditLog(c.var.deps.database.db, filter);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="audit-log-${todayInFinland(c.var.deps.now())}.csv"`);
    return c.body(auditLogCsv(entries, c.var.locale, (iso) => formatDateTime(iso)));
  });
