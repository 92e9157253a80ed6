import { accessFor, type JobRoute } from '@vikariat/domain';
import { requireAuth } from './auth.ts';

/**
 * The sign-in and role guard of a jobs route, from its entry in domain/src/permissions/jobs.ts (the one
 * list the permission matrix test checks). Per-job rules (own school, own job, chosen) apply in services.
 */
export function jobGuard(route: JobRoute) {
  const { roles } = accessFor(route);
  return roles === 'anyone' ? requireAuth() : requireAuth(...roles);
}
