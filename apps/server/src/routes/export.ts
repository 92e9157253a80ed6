import { createHash } from 'node:crypto';
import { exportFileName, statisticsAuthSchema, todayInFinland } from '@vikariat/domain';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { patientDownload } from '../http/http-limits.ts';
import { readBody } from '../http/validate.ts';
import { exportAccess, exportableSchools } from '../services/export/export-access.ts';
import { authenticatePasscode } from '../services/export/passcodes.ts';
import { statisticsJobs } from '../services/export/statistics-jobs.ts';
import { streamStatisticsWorkbook } from '../services/export/statistics-workbook.ts';
import { clientAddress } from './client-address.ts';

/**
 * The client a throttle counts failures for: its socket address (`clientAddress`, the login throttle's rule), never
 * X-Forwarded-For, which the client writes itself and could change on every try. Kept hashed, as the login throttle's
 * keys.
 */
const clientKey = (c: Context<AppEnv>): string => createHash('sha256').update(clientAddress(c)).digest('hex');

/** Statistics export (spec 02 §2 "Export", §7): passcode login, the allowed check, jobs as JSON and as xlsx. */
export const exportRoutes = new Hono<AppEnv>()
  .post('/stats/statistics/auth', async (c) => {
    const { code } = await readBody(c, statisticsAuthSchema);
    const token = await authenticatePasscode(c.var.deps, code, clientKey(c), c.var.locale);
    return c.json({ token });
  })
  .get('/stats/export/allowed', requireAuth(), async (c) => c.json((await exportableSchools(c.var.deps, c.var.user)).length > 0))
  .get('/stats/statistics', async (c) => {
    const access = await exportAccess(c.var.deps, c.req.header('authorization'));
    return c.json(await statisticsJobs(c.var.deps.database.db, access.scope, {}, { withReason: access.withReason }));
  })
  .get('/stats/export.xlsx', async (c) => {
    const { deps, locale } = c.var;
    const access = await exportAccess(deps, c.req.header('authorization'));
    const jobs = await statisticsJobs(deps.database.db, access.scope, {}, { withReason: access.withReason });
    const fileName = exportFileName(todayInFinland(deps.now()), locale);
    // written as it is read, as the sync log's CSV: a reader who pauses still gets the whole workbook
    patientDownload(c);
    return new Response(streamStatisticsWorkbook(jobs, locale, access.title, deps.log, access.withReason), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${fileName}"`,
        'x-organisation-title': encodeURIComponent(access.title),
      },
    });
  });
