import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { loadOrCreateSecret } from './auth/keys.ts';
import type { AppDeps } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Env } from './env.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createRealtime } from './realtime/realtime.ts';
import { startBackgroundTasks } from './background/index.ts';
import { attachToServer } from './attachments.ts';
import { flushSyncLog } from './sync/sync-log.ts';
import { answerClientErrors } from './http/client-errors.ts';
import { boundExchanges, HTTP_LIMITS, httpServerOptions, type HttpLimits } from './http/http-limits.ts';

export interface RunningServer {
  url: string;
  deps: AppDeps;
  server: Server;
  migration: number;
  /** Stops accepting, lets in-flight requests finish, then closes sockets and the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  log?: Logger;
  /** Reuse an open database (tests); otherwise opened from the environment. */
  database?: Database;
  now?: () => Date;
  /** How long a connection may hold the server (http-limits.ts); tests shorten them. */
  httpLimits?: Partial<HttpLimits>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { env } = options;
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const database = options.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const migration = await migrate(database);
  const jwtKey = new TextEncoder().encode(loadOrCreateSecret(env.DATA_DIR, 'jwt-secret', env.JWT_SECRET));
  const realtime = await createRealtime(database, log);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log, demo: env.demo });
  const deps: AppDeps = { env, database, log, mailer, realtime, jwtKey, now: options.now ?? (() => new Date()) };

  const app = createApp(deps);
  const listener = getRequestListener(app.fetch);
  const limits = { ...HTTP_LIMITS, ...options.httpLimits };
  const server = createServer(httpServerOptions(limits), (req, res) => {
    void listener(req, res);
  });
  answerClientErrors(server, log);
  boundExchanges(server, limits);
  const detach = await attachToServer(server, deps);
  const stopTasks = startBackgroundTasks(deps);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, () => resolve());
  });
  // once listening, a server error (e.g. too many open files on accept) is logged: unheard, it would end the process
  server.on('error', (error) => log.error({ err: error }, 'http server error'));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.PORT;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await stopTasks();
      await detach();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // keep-alive sockets with no request in flight would hold close() open
        server.closeIdleConnections();
      });
      await flushSyncLog(deps);
      await realtime.close();
      mailer.close();
      if (options.database === undefined) await database.close();
    })());

  return { url: `http://127.0.0.1:${port}`, deps, server, migration, close };
}
