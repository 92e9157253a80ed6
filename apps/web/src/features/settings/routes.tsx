import type { RouteObject } from 'react-router-dom';

const page = async () => (await import('./components/settings-page.tsx')).SettingsPage;

/** Settings for every signed-in role (spec 02 §2 "Settings"). */
export const routes: RouteObject[] = [
  { path: '/settings', lazy: async () => ({ Component: await page() }) },
  {
    path: '/settings/notifications',
    lazy: async () => {
      const SettingsPage = await page();
      return { Component: () => <SettingsPage fixedTab={1} /> };
    },
  },
  {
    path: '/settings/security',
    lazy: async () => {
      const SettingsPage = await page();
      return { Component: () => <SettingsPage fixedTab={4} /> };
    },
  },
  {
    path: '/settings/data',
    lazy: async () => {
      const SettingsPage = await page();
      return { Component: () => <SettingsPage fixedTab={8} /> };
    },
  },
  {
    path: '/settings/devices',
    lazy: async () => {
      const SettingsPage = await page();
      return { Component: () => <SettingsPage fixedTab={9} /> };
    },
  },
];
