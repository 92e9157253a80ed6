import { afterAll, beforeAll } from 'vitest';
import { createWorld, jobsClock, type World } from '../jobs/fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** What a route answered: the status and the JSON body. */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface JobsTestApp {
  /** The app on the jobs clock (readable from the first test on). */
  readonly t: TestApp;
  /** The schools and accounts every jobs test starts from. */
  readonly w: World;
  /** POST as the holder of `token` (undefined: no token). */
  post: (url: string, token: string | undefined, body: unknown) => Promise<JsonAnswer>;
}

/** One app per test file, on the jobs clock with the standard world, closed after the file's tests. */
export function useJobsTestApp(): JobsTestApp {
  let app: TestApp | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    app = await createTestApp({ clock: jobsClock() });
    world = await createWorld(app.deps);
  });
  afterAll(async () => {
    await app?.close();
  });
  const started = (): { t: TestApp; w: World } => {
    if (app === undefined || world === undefined) throw new Error('useJobsTestApp: the app starts in beforeAll');
    return { t: app, w: world };
  };
  return {
    get t() {
      return started().t;
    },
    get w() {
      return started().w;
    },
    post: async (url, token, body) => {
      const res = await started().t.request('POST', url, { body, ...(token === undefined ? {} : { token }) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}
