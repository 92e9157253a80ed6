import { personalDataFileName } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { requireAuth } from '../http/auth.ts';
import { unauthenticated } from '../http/errors.ts';
import { collectPersonalData } from '../services/legal/personal-data.ts';
import { personalDataWorkbook } from '../services/legal/personal-data-workbook.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Data access and portability (GDPR art. 15 and 20, issue 25): every signed-in person downloads everything held about
 * them, as JSON and as a workbook. Whose data it is comes from the session alone: there is no parameter to name
 * anyone else. The kinds are read in one repeatable-read transaction, so they agree with each other.
 */
async function personalData(c: Context<AppEnv>, format: 'json' | 'xlsx'): Promise<Response> {
  const { deps, user, locale } = c.var;
  const now = deps.now();
  const data = await inTransaction(deps.database.db, async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
    return collectPersonalData(tx, user.id, now);
  });
  if (data === null) throw unauthenticated();
  c.header('content-disposition', `attachment; filename="${personalDataFileName(locale, now, format)}"`);
  c.header('cache-control', 'no-store');
  if (format === 'json') return c.json(data);
  c.header('content-type', XLSX);
  return c.body(new Uint8Array(await personalDataWorkbook(data, locale)));
}

export const personalDataRoutes = new Hono<AppEnv>()
  .get('/shared/my-data.json', requireAuth(), (c) => personalData(c, 'json'))
  .get('/shared/my-data.xlsx', requireAuth(), (c) => personalData(c, 'xlsx'));
