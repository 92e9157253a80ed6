import { decimalInteger, serialId, syncLogFileName, todayInFinland } from '@vikariat/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  isReplicatedCollection,
  MIN_CLIENT_PROTOCOL,
  PROTOCOL_HEADER,
  pullRequestSchema,
  pullResponseJson,
  pushRequestSchema,
  SYNC_MISMATCH,
  type ReplicatedCollection,
  type SyncMismatch,
} from '@vikariat/sync';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth, requireToken, signIn } from '../http/auth.ts';
import { stream } from 'hono/streaming';
import { AppError, notFound, unauthenticated } from '../http/errors.ts';
import { patientDownload } from '../http/http-limits.ts';
import { pageStream } from '../http/page-stream.ts';
import { sizedJsonText } from '../http/sized-json.ts';
import { parseOrThrow, readBody } from '../http/validate.ts';
import { getSyncLogEntry, listSyncLog, syncLogCsv, syncLogFilterSchema, syncLogStats } from '../sync/sync-log-query.ts';
import { mismatchMessage } from '../sync/mismatch-messages.ts';
import { flushSyncLog } from '../sync/sync-log.ts';
import { followingPages } from '../sync/followed-pull.ts';
import { pullForToken, pushOutbox } from '../sync/sync-service.ts';
import { auditedRead, uuidOrNull, type SubjectOf } from '../http/audited-read.ts';
import { queryRows } from '../db/query.ts';
import { sql } from 'drizzle-orm';
import { accountIdByEmail } from '../services/admin/audit-log.ts';

const STATUS: Record<SyncMismatch, 403 | 404 | 405 | 409 | 426> = {
  clientTooOld: 426,
  forbidden: 403,
  resetRequired: 409,
  unknownCollection: 404,
  readOnly: 405,
};

// the shared rule for a whole number (decimal digits only: "0x10" is not 16, an empty header is no version)
const protocolHeader = z.object({
  [PROTOCOL_HEADER]: decimalInteger({ min: 0, max: 999_999, message: 'Ogiltig protokollversion (ett heltal).|Virheellinen protokollaversio (kokonaisluku).' }).optional(),
});

const mismatch = (c: Context<AppEnv>, code: SyncMismatch) => new AppError(STATUS[code], code, mismatchMessage(code, c.var.locale));

/** The collection named in the path, after the protocol check (an old app is told to update first). */
function collectionOf(c: Context<AppEnv>): ReplicatedCollection {
  // a garbled version is a bad request, not an old app
  const sent = parseOrThrow(protocolHeader, { [PROTOCOL_HEADER]: c.req.header(PROTOCOL_HEADER) }, c.var.locale)[PROTOCOL_HEADER];
  const protocol = sent ?? MIN_CLIENT_PROTOCOL;
  if (protocol < MIN_CLIENT_PROTOCOL) throw mismatch(c, SYNC_MISMATCH.clientTooOld);
  const name = c.req.param('collection') ?? '';
  if (!isReplicatedCollection(name)) throw mismatch(c, SYNC_MISMATCH.unknownCollection);
  return name;
}

/** RxDB replication endpoints (sync/CONTEXT.md): one pull and one push per replicated collection. */
export const syncRoutes = new Hono<AppEnv>()
  .post('/sync/:collection/pull', requireToken(), async (c) => {
    const collection = collectionOf(c);
    const request = await readBody(c, pullRequestSchema);
    // the session is checked inside the pull's one statement
    const pulled = await pullForToken(c.var.deps, c.var.claims, collection, request);
    if (pulled === null) throw unauthenticated();
    signIn(c, pulled.user);
    const { outcome } = pulled;
    if (outcome.kind === 'resetRequired') throw mismatch(c, SYNC_MISMATCH.resetRequired);
    if (request.follow !== true) return sizedJsonText(c, pullResponseJson(outcome));
    return pageStream(c, pullResponseJson(outcome), followingPages(c.var.deps, c.var.claims, collection, request, outcome));
  })
  .post('/sync/:collection/push', requireAuth(), async (c) => {
    const collection = collectionOf(c);
    if (collection !== 'outbox') throw mismatch(c, SYNC_MISMATCH.readOnly);
    const request = await readBody(c, pushRequestSchema, { screen: false });
    const result = await pushOutbox(c.var.deps, c.var.user, c.var.locale, request);
    if (result.kind === 'forbidden') throw mismatch(c, SYNC_MISMATCH.forbidden);
    return c.json({ conflicts: result.conflicts });
  });

/** An entry's id in the path: plain decimal digits (Number() read '0x1' or '1e0' as entry 1). */
const entryIdParam = z.object({ id: serialId() });
const entryIdOf = (c: Context<AppEnv>): number => parseOrThrow(entryIdParam, { id: c.req.param('id') }, c.var.locale).id;

/** Whose entry an admin opened (the audit row's person); asked only after the read succeeded. */
const syncLogEntryAccount: SubjectOf = async (c) => {
  const id = entryIdOf(c);
  const [row] = await queryRows<{ account_id: string | null }>(c.var.deps.database.db, sql`SELECT account_id FROM sync_log WHERE id = ${id}`);
  return row?.account_id ?? null;
};

/** Whose entries a sync-log read filtered by (the audit row's person): an id, or the account of an e-mail. */
const filteredPerson: SubjectOf = (c) => {
  const user = c.req.query('user');
  if (user === undefined) return null;
  return user.includes('@') ? accountIdByEmail(c.var.deps.database.db, user) : uuidOrNull(user);
};

const onePersonsHours = auditedRead('sync-log-stats', filteredPerson);

/** Admin reading of the sync log (the screen is the admin team's); each read first writes this node's buffered entries. */
export const syncLogRoutes = new Hono<AppEnv>()
  .get('/admin/sync-log', requireAuth('admin'), auditedRead('sync-log', filteredPerson), async (c) => {
    const filter = parseOrThrow(syncLogFilterSchema, c.req.query(), c.var.locale);
    await flushSyncLog(c.var.deps);
    return c.json(await listSyncLog(c.var.deps.database.db, filter));
  })
  // the hours of everyone are counts; the hours of one person are their data, and that read is logged
  .get(
    '/admin/sync-log/stats',
    requireAuth('admin'),
    (c, next) => (c.req.query('user') === undefined ? next() : onePersonsHours(c, next)),
    async (c) => {
      const filter = parseOrThrow(syncLogFilterSchema, c.req.query(), c.var.locale);
      await flushSyncLog(c.var.deps);
      return c.json({ hours: await syncLogStats(c.var.deps.database.db, filter) });
    },
  )
  .get('/admin/sync-log.csv', requireAuth('admin'), auditedRead('sync-log-export', filteredPerson), async (c) => {
    const filter = parseOrThrow(syncLogFilterSchema, c.req.query(), c.var.locale);
    await flushSyncLog(c.var.deps);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${syncLogFileName(todayInFinland(c.var.deps.now()))}"`);
    // made batch by batch as it is read: a reader may pause for minutes and still get the whole file (http-limits.ts)
    patientDownload(c);
    return stream(
      c,
      async (out) => {
        for await (const chunk of syncLogCsv(c.var.deps.database.db, filter)) await out.write(chunk);
      },
      // the status is sent: a failure mid-way ends the download short, and is logged (not printed to the console)
      (error) => Promise.resolve(c.var.log.error({ err: error }, 'sync log export failed')),
    );
  })
  .get('/admin/sync-log/:id', requireAuth('admin'), auditedRead('sync-log-entry', syncLogEntryAccount), async (c) => {
    const id = entryIdOf(c);
    await flushSyncLog(c.var.deps);
    const entry = await getSyncLogEntry(c.var.deps.database.db, id);
    if (entry === undefined) throw notFound();
    return c.json(entry);
  });
