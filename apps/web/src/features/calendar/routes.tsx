import type { RouteObject } from 'react-router-dom';

/** 'Kalender' for school staff and substitutes. */
export const routes: RouteObject[] = [{ path: '/calendar', lazy: async () => ({ Component: (await import('./components/calendar-page.tsx')).CalendarPage }) }];
