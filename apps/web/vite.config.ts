import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './pwa-manifest.ts';

const linguiConfigPath = fileURLToPath(new URL('../../locales/lingui.config.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The plugins shared by the build and the vitest project (Lingui macros compiled by Babel, .po files by Lingui). */
export const appPlugins = () => [
  react(),
  babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath: linguiConfigPath }) }]] }),
  lingui({ configPath: linguiConfigPath }),
];

export default defineConfig({
  base: '/app/',
  plugins: [
    ...appPlugins(),
    VitePWA({
      registerType: 'prompt',
      // The strict CSP forbids inline scripts: registration is bundled through virtual:pwa-register/react.
      injectRegister: null,
      strategies: 'generateSW',
      manifest: pwaManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        // Shell, every lazy chunk, CSS and the compiled catalogues (they are JS chunks) are precached.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/app/index.html',
        navigateFallbackDenylist: [/^\/api/],
        // Nothing under /api is ever cached: no runtimeCaching entries.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // take control of the open page as soon as the first worker activates: otherwise a screen opened for
        // the first time while offline (its lazy chunk) would not come from the precache. Updates still wait
        // for the user (registerType 'prompt': no skipWaiting).
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // web push: the generated worker gets the push and notificationclick handlers (public/push-sw.js)
        importScripts: ['push-sw.js'],
      },
      devOptions: { enabled: false },
    }),
    // .br (quality 11) and .gz beside every text asset, served by Accept-Encoding (the server's serveStatic
    // `precompressed`): compressed once at build time, at the best ratio, instead of on every request
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api/realtime': { target: 'ws://127.0.0.1:8080', ws: true },
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  // The preview answers with the server's strict CSP, so a CSP problem shows up before deployment.
  preview: {
    port: 4173,
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'",
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // dist/.vite/manifest.json: lets scripts measure the initial bundle (entry + static imports).
    manifest: true,
  },
});
