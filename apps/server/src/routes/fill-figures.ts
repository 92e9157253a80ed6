import { fillFiguresCsv, fillFiguresQuerySchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { parseOrThrow } from '../http/validate.ts';
import { fillFiguresReport } from '../services/admin/fill-figures.ts';

/**
 * Admins' fill figures per school and municipality (issue 23, decision 037): GET /api/admin/fill-figures?from=&to=, and
 * the same figures as a CSV file for a spreadsheet (no person in them: not an audited read).
 */
export const fillFigureRoutes = new Hono<AppEnv>()
  .get('/admin/fill-figures', requireAuth('admin'), async (c) => {
    const query = parseOrThrow(fillFiguresQuerySchema, c.req.query(), c.var.locale);
    return c.json(await fillFiguresReport(c.var.deps, query));
  })
  .get('/admin/fill-figures.csv', requireAuth('admin'), async (c) => {
    const query = parseOrThrow(fillFiguresQuerySchema, c.req.query(), c.var.locale);
    const report = await fillFiguresReport(c.var.deps, query);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${c.var.locale === 'fi' ? 'taytto' : 'tillsattning'}-${query.from}-${query.to}.csv"`);
    return c.body(fillFiguresCsv(report, c.var.locale));
  });
