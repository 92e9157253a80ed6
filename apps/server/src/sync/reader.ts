import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@vikariat/domain';
import type { ReplicatedCollection } from '@vikariat/sync';
import type { AccountFacts, AuthUser } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { accountFactsSql } from '../services/auth/sessions.ts';

/** Everything that decides what one reader sees. A change to any of it changes the scope (resync from zero). */
export interface SyncReader {
  id: string;
  role: Role;
  schoolIds: string[];
  /** municipality codes of a substitute's profile.regions */
  regions: string[];
  blockedSchoolIds: string[];
  /** the schools that blocked the substitute: a school's block resets the device's view like the person's own */
  blockedBySchoolIds: string[];
  /**
   * When anything deciding the view last changed (migration 0040's triggers: regions, schools, role, blocks either
   * way): in the scope, so that a view changed and changed back is still a new view. A scope of the facts alone came
   * back equal after block + unblock, and a device whose stored checkpoint was older than the tombstones the block had
   * written (a reload between RxDB's two writes) resumed from it and never got the school's jobs again (fault seed 148).
   */
  viewChangedAt?: string | null;
  /**
   * A pull in ONE statement (sync-service `pullForToken`): the caller's row is read by this SELECT inside the page
   * statement (as the CTE `caller`, with the account facts), and the projections take schools, regions and blocked
   * schools from it instead of the arrays above (which are then empty).
   */
  callerRow?: SQL;
  /** the day (Helsinki, YYYY-MM-DD) a school's documents count applicants' ages on: the server's clock (`deps.now`) */
  today?: string;
}

/** The reader's day as a date expression (Postgres's own Helsinki day when the caller gave none). */
export const todayOf = (reader: SyncReader): SQL => (reader.today === undefined ? sql`(now() AT TIME ZONE 'Europe/Helsinki')::date` : sql`${reader.today}::date`);

export const isSchoolReader = (reader: SyncReader): boolean => reader.role === 'teacher' || reader.role === 'principal' || reader.role === 'ledare';

/**
 * The reader as far as the caller alone tells (no query): enough for every collection but `jobs`, whose view
 * also depends on the profile's regions and the blocked schools (`loadReader`).
 */
export function callerReader(user: AuthUser): SyncReader {
  return { id: user.id, role: user.role, schoolIds: [...user.schoolIds].sort(), regions: [], blockedSchoolIds: [], blockedBySchoolIds: [] };
}

/** The reader from the caller and their account's facts. */
export function readerOf(user: AuthUser, facts: AccountFacts): SyncReader {
  return {
    id: user.id,
    role: user.role,
    schoolIds: [...user.schoolIds].sort(),
    regions: [...new Set(facts.regions)].sort(),
    blockedSchoolIds: [...facts.blockedSchoolIds].sort(),
    blockedBySchoolIds: [...facts.blockedBySchoolIds].sort(),
    viewChangedAt: facts.viewChangedAt ?? null,
  };
}

/** The reader's view-deciding facts, in one query (callers that did not read them with the session). */
export async function loadReader(db: Executor, user: AuthUser): Promise<SyncReader> {
  const [row] = await queryRows<{ regions: string[]; blocked: string[]; blocked_by: string[]; view_changed: string | null }>(
    db,
    sql`SELECT ${accountFactsSql} FROM accounts a WHERE a.id = ${user.id}`,
  );
  return readerOf(user, {
    regions: row?.regions ?? [],
    blockedSchoolIds: row?.blocked ?? [],
    blockedBySchoolIds: row?.blocked_by ?? [],
    viewChangedAt: row?.view_changed ?? null,
  });
}

/** The reader's schools as a text[] (from the statement's own caller row in a one-statement pull). */
export const schoolsOf = (reader: SyncReader): SQL =>
  reader.callerRow === undefined ? textArray(reader.schoolIds) : sql`(SELECT array_remove(c."extraSchools" || c."schoolId", NULL) FROM caller c)`;

/** The substitute's region codes as a text[]. */
export const regionsOf = (reader: SyncReader): SQL => (reader.callerRow === undefined ? textArray(reader.regions) : sql`(SELECT c.regions FROM caller c)`);

/** The substitute's blocked schools as a text[]. */
export const blockedOf = (reader: SyncReader): SQL => (reader.callerRow === undefined ? textArray(reader.blockedSchoolIds) : sql`(SELECT c.blocked FROM caller c)`);

/** The fingerprint of what decides a collection's view for this reader. */
export function scopeOf(reader: SyncReader, collection: ReplicatedCollection): string {
  const parts: unknown[] = [collection, reader.id, reader.role];
  // as sets: the same facts read in another order (SQL or JS, one plan or another) are the same view
  const set = (values: readonly string[]) => [...new Set(values)].sort();
  // the schools that blocked a substitute only when there are some: every existing checkpoint stays valid
  if (collection === 'jobs')
    parts.push(
      set(reader.schoolIds),
      set(reader.regions),
      set(reader.blockedSchoolIds),
      ...(reader.blockedBySchoolIds.length > 0 ? [set(reader.blockedBySchoolIds)] : []),
      // only once the view changed: every other existing checkpoint stays valid
      ...(reader.viewChangedAt != null ? [reader.viewChangedAt] : []),
    );
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

/** A JS string array as a Postgres text[] parameter on either driver. */
export const textArray = (values: readonly string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
