import { accessFor, decideAccess, type AccountRoute } from '@vikariat/domain';
import type { AuthUser } from '../../context.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';

/**
 * Applies a route's rule (domain/src/permissions/account-access.ts) to the caller and the account a body
 * names: another user's e-mail is 403 unless the rule lets the caller's role reach it.
 */
export function requireAllowed(route: AccountRoute, user: AuthUser, subject: { email?: string; userRole?: AuthUser['role'] } = {}): void {
  const actor = { id: user.id, role: user.role, schoolIds: user.schoolIds };
  const userId = subject.email === undefined ? undefined : subject.email === user.email ? user.id : `other:${subject.email}`;
  const decision = decideAccess(accessFor(route), actor, {
    ...(userId === undefined ? {} : { userId }),
    ...(subject.userRole === undefined ? {} : { userRole: subject.userRole }),
  });
  if (decision === 'unauthenticated') throw unauthenticated();
  if (decision === 'forbidden') throw forbidden();
}
