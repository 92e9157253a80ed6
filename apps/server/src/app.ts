import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { sizedJsonAnswers } from './http/sized-json.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { handleError } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { localeMiddleware } from './http/locale.ts';
import { API_BODY_LIMIT, apiBodyLimit } from './http/request-body.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { DEFAULT_WEB_DIST, webAppRoutes } from './http/web-app.ts';
import { apiRoutes } from './routes/index.ts';

const NOT_FOUND = { sv: 'Hittades inte', fi: 'Ei löytynyt' } as const;

/** Builds the whole HTTP app around its dependencies (the server's main and every test use this). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // outermost of the answer's middleware, so its headers are set last, on the answer as it leaves: a middleware
  // further out that rebuilds the response (compress's Vary, a header after the handler) could drop them, and did on
  // small text answers such as a 404 outside the API
  app.use('*', securityHeaders);
  app.use('*', requestContext);
  // behind a balancer (`npm run cluster`) the answering node is named, so tests and operators see where a request went
  const nodeId = deps.env.NODE_ID;
  if (nodeId !== undefined) {
    app.use('*', async (c, next) => {
      await next();
      c.header('X-Vikariat-Node', nodeId);
    });
  }
  // Substitutes sync on patchy mobile links: a page of 4,000 jobs is ~3 MB of JSON and ~10x smaller gzipped.
  // Files the build precompressed (web-app.ts) keep their own encoding; see decision 015.
  app.use('*', compress());
  app.use('*', sizedJsonAnswers);
  app.use('*', localeMiddleware);
  // an upper bound for every body; upload routes cap each file further
  app.use('/api/*', apiBodyLimit(API_BODY_LIMIT));
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/api', apiRoutes);
  app.all('/api/*', (c) => {
    throw notFound(NOT_FOUND[c.var.locale]);
  });
  app.route('/', webAppRoutes(deps.env.WEB_DIST ?? DEFAULT_WEB_DIST));
  // outside the API a plain text in the caller's language (Hono's own says "404 Not Found")
  app.notFound((c) => c.text(NOT_FOUND[c.var.locale], 404));
  app.onError(handleError);
  return app;
}
