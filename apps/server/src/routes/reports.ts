import { dateRangeQuerySchema, LEADER_ROLES } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { parseOrThrow } from '../http/validate.ts';
import { reportSummary } from '../services/reports/report-summary.ts';

/** Reports for principals (menu item 'Rapporter'): by month and by school. */
export const reportRoutes = new Hono<AppEnv>().get('/reports/summary', requireAuth(...LEADER_ROLES), async (c) => {
  const query = parseOrThrow(dateRangeQuerySchema, c.req.query(), c.var.locale);
  return c.json(await reportSummary(c.var.deps, c.var.user, query));
});
