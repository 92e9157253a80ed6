import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { appPlugins } from './vite.config.ts';

// The `web` project of the root vitest run: the React app in jsdom.
export default defineProject({
  plugins: appPlugins(),
  // the PWA plugin is the build's only: its virtual registration module is a stub here
  resolve: { alias: { 'virtual:pwa-register/react': fileURLToPath(new URL('./test/pwa-register-stub.ts', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // jsdom screens load lazy route modules on first use; a loaded 2-core machine needs headroom.
    testTimeout: 20_000,
    unstubGlobals: true,
    // stylesheets are empty modules in tests, but for the menu rail's: its test reads which part scrolls
    css: { include: [/app\/layout\/sidebar\.css$/] },
  },
});
