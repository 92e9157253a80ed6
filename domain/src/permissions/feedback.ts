import { LEADER_ROLES, SCHOOL_ROLES, type Role } from '../auth/roles.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * Route permissions of feedback and the criminal-record extract seen (issues 24 and 25, decision 031). Per-job and
 * per-person rules (the job's school or owner, the chosen substitute, a person the school may see) apply in services.
 */
const RATERS: readonly Role[] = [...SCHOOL_ROLES, 'user'];

export const FEEDBACK_PERMISSIONS = [
  { route: 'POST /api/shared/feedback/jobs', roles: RATERS, scope: 'self' },
  { route: 'POST /api/shared/feedback/save', roles: RATERS, scope: 'self' },
  { route: 'POST /api/principals/feedback/history', roles: SCHOOL_ROLES, scope: 'school' },
  { route: 'POST /api/principals/extract/seen', roles: LEADER_ROLES, scope: 'school' },
  { route: 'GET /api/admin/feedback', roles: ['admin'], scope: 'signedIn' },
] as const satisfies readonly RouteAccess[];

export type FeedbackRoute = (typeof FEEDBACK_PERMISSIONS)[number]['route'];
