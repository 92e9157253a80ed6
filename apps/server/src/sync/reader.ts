import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { regionCodesOf, type Role } from '@vikariat/domain';
import type { ReplicatedCollection } from '@vikariat/sync';
import type { AccountFacts, AuthUser } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/query.ts';

/** Everything that decides what one reader sees. A change to any of it changes the scope (resync from zero). */
export interface SyncReader {
  id: string;
  role: Role;
  schoolIds: string[];
  /** municipality codes of a substitute's profile.regions */
  regions: string[];
  blockedSchoolIds: string[];
}

export const isSchoolReader = (reader: SyncReader): boolean =>
  reader.role === 'teacher' || reader.role === 'principal' || reader.role === 'ledare';

/**
 * The reader as far as the caller alone tells (no query): enough for every collection but `jobs`, whose view
 * also depends on the profile's regions and the blocked schools (`loadReader`).
 */
export function callerReader(user: AuthUser): SyncReader {
  return { id: user.id, role: user.role, schoolIds: [...user.schoolIds].sort(), regions: [], blockedSchoolIds: [] };
}

/** The reader of the jobs, from the caller and their account's facts (read with the session: requireAuthWithFacts). */
export function readerOf(user: AuthUser, facts: AccountFacts): SyncReader {
  return {
    id: user.id,
    role: user.role,
    schoolIds: [...user.schoolIds].sort(),
    regions: [...new Set(regionCodesOf(facts.profile))].sort(),
    blockedSchoolIds: [...facts.blockedSchoolIds].sort(),
  };
}

/** The reader's view-deciding facts, in one query (callers that did not read them with the session). */
export async function loadReader(db: Executor, user: AuthUser): Promise<SyncReader> {
  const [row] = await queryRows<{ profile: Record<string, unknown> | null; blocked: string[] }>(
    db,
    sql`SELECT a.profile, ARRAY(SELECT b.school_id::text FROM school_blocks b WHERE b.account_id = a.id) AS blocked
      FROM accounts a WHERE a.id = ${user.id}`,
  );
  return readerOf(user, { profile: row?.profile ?? {}, blockedSchoolIds: row?.blocked ?? [] });
}

/** The fingerprint of what decides a collection's view for this reader. */
export function scopeOf(reader: SyncReader, collection: ReplicatedCollection): string {
  const parts: unknown[] = [collection, reader.id, reader.role];
  if (collection === 'jobs') parts.push(reader.schoolIds, reader.regions, reader.blockedSchoolIds);
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

/** A JS string array as a Postgres text[] parameter on either driver. */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
