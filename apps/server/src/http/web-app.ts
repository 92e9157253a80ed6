import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Files whose name never changes: they must always be revalidated so a new version is seen. */
const NEVER_CACHED = /^\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/;

/**
 * The built web app under /app: hashed assets cached for a year (a missing one is a 404), index.html and the service
 * worker never cached, every other /app/* path answered with index.html (the client router takes over).
 */
export function webAppRoutes(distDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  const relativeRoot = path.relative(process.cwd(), distDir);

  app.use('/app/*', async (c, next) => {
    await next();
    const file = c.req.path.slice('/app'.length);
    if (c.res.status !== 200) return;
    if (file.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (NEVER_CACHED.test(file) || c.res.headers.get('content-type')?.startsWith('text/html') === true)
      c.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    else c.header('Cache-Control', 'public, max-age=3600');
  });
  // (checked once: serveStatic warns about a missing root; `npm run dev` serves the app through Vite instead)
  if (existsSync(distDir))
    app.get(
      '/app/*',
      serveStatic({
        root: relativeRoot,
        // the build writes .br and .gz beside every text asset (vite-plugin-compression2): served by Accept-Encoding
        precompressed: true,
        rewriteRequestPath: (p) => p.replace(/^\/app/, ''),
      }),
    );
  app.get('/app/*', (c) => {
    // an asset this build does not have (a page of an older build asking a newer node) is missing, not the shell:
    // the shell answered there with 200 would be cached for a year as that asset
    if (c.req.path.startsWith('/app/assets/')) {
      c.header('Cache-Control', 'no-store');
      return c.notFound();
    }
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    // no-cache: the shell must revalidate so a deployed version is picked up
    c.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  app.get('/app', (c) => c.redirect('/app/', 301));
  app.get('/', (c) => c.redirect('/app/', 302));
  return app;
}
