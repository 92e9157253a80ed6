import type { Role } from '../auth/roles.ts';
import { isSchoolRole } from '../auth/roles.ts';

/** Who is asking: from the verified token and the live session, never from a body. */
export interface AccessActor {
  readonly id: string;
  readonly role: Role;
  readonly schoolIds: readonly string[];
}

/** What the request is about: the account its body names, and the school the data belongs to. */
export interface AccessSubject {
  readonly userId?: string;
  /** the role the named account holds (a school may read a substitute's profile, not a colleague's) */
  readonly userRole?: Role;
  readonly schoolId?: string;
}

/**
 * How far a route reaches once the role is allowed:
 * - public: no sign-in (registration, reset, confirmation);
 * - signedIn: any caller with an allowed role, no subject;
 * - self: only about the caller's own account;
 * - selfOrSubstitute: the caller's own account, or (school roles) a substitute's;
 * - school: data of one of the caller's schools.
 */
export type AccessScope = 'public' | 'signedIn' | 'self' | 'selfOrSubstitute' | 'school';

export interface RouteAccess {
  /** 'METHOD /api/path' exactly as mounted */
  readonly route: string;
  readonly roles: readonly Role[] | 'anyone';
  readonly scope: AccessScope;
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** The one rule every route applies (servers answer 401 / 403 from it). */
export function decideAccess(permission: RouteAccess, actor: AccessActor | null, subject: AccessSubject = {}): AccessDecision {
  if (permission.scope === 'public') return 'allow';
  if (actor === null) return 'unauthenticated';
  if (permission.roles !== 'anyone' && !permission.roles.includes(actor.role)) return 'forbidden';
  switch (permission.scope) {
    case 'signedIn':
      return 'allow';
    case 'self':
      return subject.userId === actor.id ? 'allow' : 'forbidden';
    case 'selfOrSubstitute':
      if (subject.userId === actor.id) return 'allow';
      return isSchoolRole(actor.role) && subject.userId !== undefined && subject.userRole === 'user' ? 'allow' : 'forbidden';
    case 'school':
      return subject.schoolId !== undefined && actor.schoolIds.includes(subject.schoolId) ? 'allow' : 'forbidden';
  }
}
