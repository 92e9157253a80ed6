import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_WORKERS, baseUrlOf } from './support/constants.ts';

/** Debian's Chromium, never a downloaded browser; the real server on Postgres (see support/start-server.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // under libfaketime (README, "a run late in the Finnish evening") Chromium's zygote cannot start its renderers
  ...(process.env['LD_PRELOAD']?.includes('faketime') === true ? ['--no-zygote'] : []),
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // whole files per worker (a file's tests build on each other); each worker has its own server (support/constants.ts)
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env['CI'] === undefined ? 0 : 1,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: 'node --import tsx support/start-server.ts',
    cwd: import.meta.dirname,
    env: { E2E_SLOT: String(slot) },
    url: `${baseUrlOf(slot)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
