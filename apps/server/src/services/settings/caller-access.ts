import type { AuthUser } from '../../context.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * The checks of the school-administration routes beyond the role (domain/src/permissions/school-admin.ts):
 * identity comes from the token; an `email` in the body must be the caller's own (spec calls carry it).
 */
export function assertSelf(user: AuthUser, email: string): void {
  if (email.trim().toLowerCase() !== user.email) throw forbidden();
}

/** A school-scoped action only for one of the caller's schools (another school: 403). */
export function assertSchool(user: AuthUser, schoolId: string): void {
  if (!user.schoolIds.includes(schoolId)) throw forbidden();
}

/** The school a leader acts for when none is named: the only one, else the request must name one. */
export function defaultSchool(user: AuthUser, named: string | undefined): string | undefined {
  if (named !== undefined) {
    assertSchool(user, named);
    return named;
  }
  return user.schoolIds.length === 1 ? user.schoolIds[0] : undefined;
}
