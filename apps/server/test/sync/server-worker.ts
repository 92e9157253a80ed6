import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { OUTBOX_ACTION_TYPES, type OutboxActionType } from '@vikariat/domain';
import { parseEnv } from '../../src/env.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import type { ActionHandler } from '../../src/sync/action-context.ts';
import { actionHandlers } from '../../src/sync/action-handlers.ts';

/**
 * The real server in its own thread (its own event loop, as in production, apart from the RxDB clients of
 * the fault-injection test). Messages: 'restart' → a new server on the same database; 'stop'.
 */
const { databaseUrl, secret } = workerData as { databaseUrl: string; secret: string };

/** Counts each committed effect, in the handler's own savepoint: more than one per ledger row = applied twice. */
for (const type of OUTBOX_ACTION_TYPES) {
  const original = actionHandlers[type] as ActionHandler<OutboxActionType>;
  (actionHandlers as Record<OutboxActionType, ActionHandler<OutboxActionType>>)[type] = async (ctx, payload) => {
    const verdict = await original(ctx, payload);
    if (verdict.status === 'applied') {
      await ctx.tx.execute(sql`INSERT INTO fault_effects (account_id, type, n) VALUES (${ctx.user.id}, ${type}, 1)
        ON CONFLICT (account_id, type) DO UPDATE SET n = fault_effects.n + 1`);
    }
    return verdict;
  };
}

const start = () =>
  startServer({
    env: parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vk-fault-')),
      LOG_LEVEL: 'silent',
      JWT_SECRET: secret,
    }),
  });

let server: RunningServer = await start();
parentPort?.postMessage({ url: server.url });
parentPort?.on('message', (message: string) => {
  void (async () => {
    await server.close();
    if (message === 'restart') {
      server = await start();
      parentPort?.postMessage({ url: server.url });
    } else parentPort?.postMessage({ stopped: true });
  })();
});
