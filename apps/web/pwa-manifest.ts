import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest (installable app). Icons are generated from public/favicon.svg by scripts/generate-icons.ts. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Vikariat',
  short_name: 'Vikariat',
  description: 'Vikariat – lediga vikariat för lärare och skolor. Sijaisuuksia opettajille ja kouluille.',
  lang: 'sv',
  start_url: '/app/',
  scope: '/app/',
  id: '/app/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1d4f91',
  background_color: '#f5f7fb',
  categories: ['education', 'productivity'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
