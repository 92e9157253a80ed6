import { fillFiguresQuerySchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { parseOrThrow } from '../http/validate.ts';
import { fillFiguresReport } from '../services/admin/fill-figures.ts';

/** Admins' fill figures per school and municipality (issue 23, decision 037): GET /api/admin/fill-figures?from=&to=. */
export const fillFigureRoutes = new Hono<AppEnv>().get('/admin/fill-figures', requireAuth('admin'), async (c) => {
  const query = parseOrThrow(fillFiguresQuerySchema, c.req.query(), c.var.locale);
  return c.json(await fillFiguresReport(c.var.deps, query));
});
