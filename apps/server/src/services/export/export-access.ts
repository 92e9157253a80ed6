import { sql } from 'drizzle-orm';
import { isLeaderRole, organisationTitleFromEmail } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { verifyAccessToken } from '../../auth/tokens.ts';
import { queryRows } from '../../db/query.ts';
import { bearerToken } from '../../http/auth.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { loadCaller } from '../auth/sessions.ts';
import { verifyStatsToken } from './passcodes.ts';
import type { SchoolScope } from './statistics-jobs.ts';

/** Who may export what: a passcode holder (its schools) or a principal (their schools that allow export). */
export interface ExportAccess {
  scope: SchoolScope;
  title: string;
  /** The absence reason is for the principal only (spec 02): a passcode holder is an outsider, e.g. the municipality. */
  withReason: boolean;
}

/** The caller's schools whose export is allowed by an admin. */
export async function exportableSchools(deps: AppDeps, user: AuthUser): Promise<string[]> {
  if (!isLeaderRole(user.role) || user.schoolIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    deps.database.db,
    sql`SELECT id::text AS id FROM schools WHERE export_allowed AND id IN (${sql.join(
      user.schoolIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}

/** Resolves the export caller from the Bearer token: a statistics token first, else an account session. */
export async function exportAccess(deps: AppDeps, authorization: string | undefined): Promise<ExportAccess> {
  const token = bearerToken(authorization);
  if (token === null) throw unauthenticated();
  const grant = await verifyStatsToken(deps, token);
  if (grant !== null) {
    return { scope: grant.schoolIds.length === 0 ? { all: true } : { all: false, schoolIds: grant.schoolIds }, title: grant.label, withReason: false };
  }
  const now = deps.now();
  const claims = await verifyAccessToken(token, deps.jwtKey, now);
  const user = claims === null ? null : await loadCaller(deps.database.db, claims.sid, claims.sub, now);
  if (user === null) throw unauthenticated();
  const schoolIds = await exportableSchools(deps, user);
  if (schoolIds.length === 0) throw forbidden();
  return { scope: { all: false, schoolIds }, title: organisationTitleFromEmail(user.email), withReason: true };
}
