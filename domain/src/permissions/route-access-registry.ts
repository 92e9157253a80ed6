import { ACCOUNT_PERMISSIONS } from './account-access.ts';
import { FEEDBACK_PERMISSIONS } from './feedback.ts';
import { JOB_PERMISSIONS } from './jobs.ts';
import type { RouteAccess } from './route-access.ts';
import { SCHOOL_ADMIN_PERMISSIONS } from './school-admin.ts';

/**
 * Every area's route permissions. One file per area beside this one; add yours with one line. The matrix
 * test (route-access.test.ts) checks each entry for every role × own/other school × own/other user; whose data each
 * mounted route answers for every role is swept by apps/server/test/privacy/whose-data.pg.test.ts.
 */
export const ROUTE_ACCESS_AREAS: Readonly<Record<string, readonly RouteAccess[]>> = {
  accounts: ACCOUNT_PERMISSIONS,
  schoolAdmin: SCHOOL_ADMIN_PERMISSIONS,
  jobs: JOB_PERMISSIONS,
  feedback: FEEDBACK_PERMISSIONS,
};

export const ALL_ROUTE_ACCESS: readonly RouteAccess[] = Object.values(ROUTE_ACCESS_AREAS).flat();

/** The permission of a mounted route; throws for a route nobody registered (a programming error). */
export function accessFor(route: string): RouteAccess {
  const found = ALL_ROUTE_ACCESS.find((p) => p.route === route);
  if (found === undefined) throw new Error(`no permission registered for ${route}`);
  return found;
}
