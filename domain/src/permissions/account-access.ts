import { LEADER_ROLES, ROLES } from '../auth/roles.ts';
import type { RouteAccess } from './route-access.ts';

/** Permissions of the account area (spec 01 §6, §7): registration, activation, profiles, pictures, deletion. */
export const ACCOUNT_PERMISSIONS = [
  { route: 'POST /api/users/register-user', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/teachers/securitycode', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/teachers/register', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/principals/register', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/shared/confirm/:id', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/users/confirm-email', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/shared/forgot', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/shared/reset/:token', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/shared/user-agreement.pdf', roles: 'anyone', scope: 'public' },
  /** pictures load in <img> tags (no header): the unguessable file name is the capability */
  { route: 'GET /api/shared/image/:file', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/shared/identity/callback', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/shared/change-password', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/shared/image', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/users/documents', roles: ['user'], scope: 'self' },
  { route: 'GET /api/users/documents/:name', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/users/documents/delete/:name', roles: ['user'], scope: 'self' },
  { route: 'GET /api/shared/identity/start', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/users/get/user', roles: ['user', 'teacher', 'principal', 'ledare'], scope: 'selfOrSubstitute' },
  { route: 'POST /api/teachers/get/teacher', roles: ['teacher', 'principal', 'ledare'], scope: 'self' },
  { route: 'POST /api/shared/get/user', roles: 'anyone', scope: 'selfOrSubstitute' },
  { route: 'POST /api/shared/getschool', roles: 'anyone', scope: 'self' },
  { route: 'POST /api/shared/get/school', roles: 'anyone', scope: 'school' },
  { route: 'POST /api/principals/get/principal', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/shared/saveprofile', roles: 'anyone', scope: 'self' },
  { route: 'POST /api/users/edited/profile', roles: 'anyone', scope: 'self' },
  { route: 'POST /api/shared/add/profilepic', roles: 'anyone', scope: 'self' },
  { route: 'POST /api/shared/change/type', roles: 'anyone', scope: 'self' },
  { route: 'POST /api/users/delete/account', roles: ['user', 'teacher', 'principal', 'ledare'], scope: 'self' },
  { route: 'GET /api/admin/principals/pending', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/principals/:id/approve', roles: ['admin'], scope: 'signedIn' },
  { route: 'GET /api/admin/accounts/locked', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/accounts/:id/unlock', roles: ['admin'], scope: 'signedIn' },
  // staff single sign-on (issue 25): admins manage organisations' providers; the sign-in itself is before any session
  { route: 'GET /api/admin/sso-providers', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/sso-providers', roles: ['admin'], scope: 'signedIn' },
  { route: 'PATCH /api/admin/sso-providers/:id', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/sso-providers/:id/test', roles: ['admin'], scope: 'signedIn' },
  // the substitutes' strong-identification broker (issue 25)
  { route: 'GET /api/admin/identity-broker', roles: ['admin'], scope: 'signedIn' },
  { route: 'PUT /api/admin/identity-broker', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/admin/identity-broker/test', roles: ['admin'], scope: 'signedIn' },
  { route: 'POST /api/shared/sso/lookup', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/shared/sso/start', roles: 'anyone', scope: 'public' },
  { route: 'GET /api/shared/sso/callback', roles: 'anyone', scope: 'public' },
  { route: 'POST /api/shared/sso/finish', roles: 'anyone', scope: 'public' },
] as const satisfies readonly RouteAccess[];

export type AccountRoute = (typeof ACCOUNT_PERMISSIONS)[number]['route'];

/** Every role except admin: the people the product is for. */
export const PRODUCT_ROLES = ROLES.filter((r) => r !== 'admin');
