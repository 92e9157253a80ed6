import { LEADER_ROLES, SCHOOL_ROLES } from '../auth/roles.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * Permissions of the school-administration area (issue 6): teachers, school codes, settings, notifications,
 * statistics export, calendar, reports and the admin area. `self` routes carry the caller's e-mail in the
 * body (another user's is refused); `school` routes name or imply one of the caller's schools.
 */
const CALENDAR_ROLES = ['user', ...SCHOOL_ROLES] as const;

export const SCHOOL_ADMIN_PERMISSIONS = [
  { route: 'POST /api/principals/teachers/getall', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/principals/teacher/add', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/send/information', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/edit/teacher', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/activate/teacher', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/deactivate/teacher', roles: LEADER_ROLES, scope: 'school' },
  { route: 'DELETE /api/principals/remove/:email', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/activate/all', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/deactivate/all', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/get/codes', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/principals/create/code', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/codes', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/principals/settings', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/shared/default-description', roles: SCHOOL_ROLES, scope: 'self' },
  { route: 'POST /api/shared/set/sendemail', roles: 'anyone', scope: 'self' },
  /** the evening "free tomorrow?" question (issue 23): a substitute's own switch, no e-mail in the body */
  { route: 'POST /api/users/set/free-tomorrow', roles: ['user'], scope: 'signedIn' },
  { route: 'POST /api/shared/email/support', roles: 'anyone', scope: 'self' },
  { route: 'GET /api/shared/push/key', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/shared/push/subscribe', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/shared/push/unsubscribe', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/shared/settings/sendpush', roles: 'anyone', scope: 'signedIn' },
  { route: 'GET /api/calendar/events', roles: CALENDAR_ROLES, scope: 'signedIn' },
  { route: 'POST /api/calendar/feed', roles: CALENDAR_ROLES, scope: 'signedIn' },
  { route: 'DELETE /api/calendar/feed', roles: CALENDAR_ROLES, scope: 'signedIn' },
  { route: 'GET /api/calendar/feed-status', roles: CALENDAR_ROLES, scope: 'signedIn' },
  /** the feed is read by the phone's calendar app: the unguessable token in the URL is the capability */
  { route: 'GET /api/calendar/feed/:file', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/reports/summary', roles: LEADER_ROLES, scope: 'signedIn' },
  /** a passcode holder or a principal of a school allowed to export (checked by the export service) */
  { route: 'POST /api/stats/statistics/auth', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/stats/export/allowed', roles: 'anyone', scope: 'signedIn' },
  { route: 'GET /api/stats/statistics', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/stats/export.xlsx', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/admin/schools', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/schools', roles: ['admin'], scope: 'signedIn' },
  { route: 'PATCH /api/admin/schools/:id', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/notices', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/notices', roles: ['admin'], scope: 'signedIn' },
  { route: 'PUT /api/admin/notices/:id', roles: ['admin'], scope: 'signedIn' },
  { route: 'DELETE /api/admin/notices/:id', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/mailbox', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/mailbox/:file', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/deliveries', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/cancellations', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/export-passcodes', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/export-passcodes', roles: ['admin'], scope: 'signedIn' },
  { route: 'DELETE /api/admin/export-passcodes/:id', roles: ['admin'], scope: 'signedIn' },
] as const satisfies readonly RouteAccess[];

export type SchoolAdminRoute = (typeof SCHOOL_ADMIN_PERMISSIONS)[number]['route'];
