import type { RouteObject } from 'react-router-dom';
import * as auth from '../features/auth/routes.tsx';
import * as legal from '../features/legal/routes.tsx';
import * as profile from '../features/profile/routes.tsx';
import * as jobsSchool from '../features/jobs-school/routes.tsx';
import * as jobsSubstitute from '../features/jobs-substitute/routes.tsx';
import * as substituteProfile from '../features/substitute-profile/routes.tsx';
import * as teachers from '../features/teachers/routes.tsx';
import * as codes from '../features/codes/routes.tsx';
import * as principalSettings from '../features/principal-settings/routes.tsx';
import * as settings from '../features/settings/routes.tsx';
import * as statisticsExport from '../features/export/routes.tsx';
import * as calendar from '../features/calendar/routes.tsx';
import * as reports from '../features/reports/routes.tsx';
import * as admin from '../features/admin/routes.tsx';
import * as feedback from '../features/feedback/routes.tsx';
import * as availability from '../features/availability/routes.tsx';

/**
 * The feature route registry. Each feature owns `src/features/<feature>/routes.tsx`, which exports
 *   - `routes`: screens for signed-in users (rendered inside the app layout, behind the session and role guards);
 *   - `publicRoutes` (optional): screens for anyone (login, registration, password reset, /gdpr, ...).
 * Every route there uses `lazy: () => import('./components/...')` so the screen's code loads on first visit and
 * stays out of the initial bundle. To add a feature, add ONE line to this list.
 */
interface FeatureRoutes {
  routes?: RouteObject[];
  publicRoutes?: RouteObject[];
}

export const features: readonly FeatureRoutes[] = [
  auth,
  legal,
  profile,
  jobsSchool,
  jobsSubstitute,
  substituteProfile,
  teachers,
  codes,
  principalSettings,
  settings,
  statisticsExport,
  calendar,
  reports,
  admin,
  feedback,
  availability,
];
