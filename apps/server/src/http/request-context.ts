import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

/**
 * Gives each request an id (or keeps a sane incoming X-Request-Id), a child logger, and one access-log line: at `info`
 * in production, at `debug` in the demo (a person trying the product reads the console, not an access log).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming !== undefined && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  const log = c.var.deps.log.child({ requestId });
  c.set('requestId', requestId);
  c.set('log', log);
  const started = performance.now();
  await next();
  c.header('X-Request-Id', requestId);
  // the path only (query strings may carry tokens), with the secrets some paths carry replaced
  const line = { method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) };
  if (c.var.deps.env.demo) log.debug(line, 'request');
  else log.info(line, 'request');
});

/**
 * Paths whose last segment is a secret or a person: a password-reset or confirmation token, a calendar feed's token
 * (a long-lived credential), an e-mail. An access log is read by operators and kept: none of these belongs in it.
 */
const SECRET_SEGMENT = /^(\/api\/(?:shared\/reset|shared\/confirm|calendar\/feed|principals\/remove))\/[^/]+$/;

export const loggedPath = (path: string): string => path.replace(SECRET_SEGMENT, '$1/…');
