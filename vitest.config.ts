import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, five projects: pure packages in Node, the server against a real database, the web app in jsdom, the scripts.
export default defineConfig({
  test: {
    // vitest's default (cores - 1) is one worker on these 2-core machines; most files wait on Postgres, timers and
    // sockets, so two at once nearly halve the run
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: './domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'sync', root: './sync', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
      { test: { name: 'scripts', root: './scripts', environment: 'node', include: ['*.test.ts'] } },
    ],
  },
});
