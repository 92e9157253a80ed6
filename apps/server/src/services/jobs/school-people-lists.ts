import { sql, type SQL } from 'drizzle-orm';
import {
  isLeaderRole,
  localise,
  PREFERRED_MAX,
  type Locale,
  type PreferredOrder,
  type SchoolListEntry,
  type SchoolListName,
  type SchoolListPerson,
  type SchoolListRemove,
  type SchoolLists,
  type SchoolTie,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { textArray } from '../../sync/reader.ts';
import { personAccessOf } from '../accounts/person-access.ts';

/**
 * The school's lists of substitutes (issue 23, decision 023 point 2): `school_preferred` (ordered) and `school_blocked`
 * (the school will not be offered the person; they are never told). Kept by the school's principals and leaders; a
 * person is on at most one list. "Worked here before" is derived: the school's jobs that ended with the person chosen.
 */

const M = {
  invalid: 'Ogiltiga uppgifter|Virheelliset tiedot',
  school: 'Välj skola.|Valitse koulu.',
  person: 'Vikarien finns inte eller syns inte för skolan.|Sijaista ei löydy tai hän ei näy koululle.',
  notOnList: 'Hen finns inte på listan.|Hän ei ole listalla.',
  order: 'Ordningen ska innehålla var och en på listan exakt en gång.|Järjestyksessä on oltava jokainen listalla oleva täsmälleen kerran.',
  full: `Listan är full: högst ${PREFERRED_MAX} önskade vikarier. Ta bort någon först.|Lista on täynnä: enintään ${PREFERRED_MAX} toivottua sijaista. Poista ensin joku.`,
} as const;

/**
 * One change of a school's lists at a time (an addition to either, an order): two additions at once would both take
 * the same last place, or together pass the limit that the order call (at most PREFERRED_MAX names) then could never
 * name; and a person put on both lists at once would stay on both, each side's delete finding nothing yet to delete.
 * The key keeps the preferred list's name, so a node still on the previous version serialises with this one.
 */
export const lockSchoolLists = (tx: Executor, school: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('school_preferred'), hashtext(${school}))`);

/** A principal's or leader's school: the one named, or their only one (a leader of several must name it). */
function leaderSchool(user: AuthUser, schoolId: string | undefined, locale: Locale): string {
  if (!isLeaderRole(user.role)) throw forbidden();
  const school = schoolId ?? (user.schoolIds.length === 1 ? user.schoolIds[0] : undefined);
  if (school === undefined) throw badRequest(localise(M.invalid, locale), { schoolId: localise(M.school, locale) });
  if (!user.schoolIds.includes(school)) throw forbidden();
  return school;
}

/** The school's jobs that ended with `person` chosen: how often, and the last day of the latest. */
const workedSql = (school: SQL, person: SQL, now: Date) => sql`(SELECT count(*)::int AS n, max(j.end_date)::text AS last FROM jobs j
  WHERE j.school_id = ${school} AND j.chosen_id = ${person} AND j.expire <= ${now.toISOString()}::timestamptz)`;

interface EntryRow extends Record<string, unknown> {
  email: string;
  first_name: string;
  last_name: string;
  worked: number;
  last_worked: string | null;
}
const entryOf = (row: EntryRow): SchoolListEntry => ({
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  workedHere: Number(row.worked),
  lastWorked: row.last_worked,
});

async function listOf(db: Executor, school: string, list: SchoolListName, now: Date): Promise<SchoolListEntry[]> {
  const table = list === 'preferred' ? sql`school_preferred` : sql`school_blocked`;
  const order = list === 'preferred' ? sql`l.position, l.added_at, p.email` : sql`l.blocked_at DESC, p.email`;
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT p.email, p.first_name, p.last_name, w.n AS worked, w.last AS last_worked
      FROM ${table} l JOIN accounts p ON p.id = l.account_id
      CROSS JOIN LATERAL ${workedSql(sql`l.school_id`, sql`p.id`, now)} w
      WHERE l.school_id = ${school} ORDER BY ${order}`,
  );
  return rows.map(entryOf);
}

/** POST /api/principals/lists {schoolId?}: both lists of the school, each person with their history there. */
export async function readSchoolLists(deps: AppDeps, user: AuthUser, schoolId: string | undefined, locale: Locale): Promise<SchoolLists> {
  const school = leaderSchool(user, schoolId, locale);
  const db = deps.database.db;
  return { schoolId: school, preferred: await listOf(db, school, 'preferred', deps.now()), blocked: await listOf(db, school, 'blocked', deps.now()) };
}

/** The substitute named by e-mail, when the school may see them (domain `personAccess`); else 404 alike. */
async function visiblePerson(db: Executor, school: string, email: string, locale: Locale): Promise<string> {
  const [person] = await queryRows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE email = ${email} AND type_of_user = 'user'`);
  if (person === undefined || (await personAccessOf(db, [school], person.id)) === 'none') throw notFound(localise(M.person, locale));
  return person.id;
}

/** Puts the person on one list (last, when preferred), off the other: a person is on at most one. */
async function place(deps: AppDeps, user: AuthUser, payload: SchoolListPerson, list: SchoolListName, locale: Locale): Promise<SchoolLists> {
  const school = leaderSchool(user, payload.schoolId, locale);
  const person = await visiblePerson(deps.database.db, school, payload.email, locale);
  const now = deps.now().toISOString();
  await inTransaction(deps.database.db, async (tx) => {
    await lockSchoolLists(tx, school);
    if (list === 'preferred') {
      const [size] = await queryRows<{ others: number }>(
        tx,
        sql`SELECT count(*)::int AS others FROM school_preferred WHERE school_id = ${school} AND account_id <> ${person}`,
      );
      if ((size?.others ?? 0) >= PREFERRED_MAX) throw badRequest(localise(M.full, locale), { email: localise(M.full, locale) });
      await tx.execute(sql`DELETE FROM school_blocked WHERE school_id = ${school} AND account_id = ${person}`);
      await tx.execute(sql`INSERT INTO school_preferred (school_id, account_id, position, added_at)
        SELECT ${school}, ${person}, COALESCE(max(position), 0) + 1, ${now} FROM school_preferred WHERE school_id = ${school}
        ON CONFLICT DO NOTHING`);
    } else {
      await tx.execute(sql`DELETE FROM school_preferred WHERE school_id = ${school} AND account_id = ${person}`);
      await tx.execute(sql`INSERT INTO school_blocked (school_id, account_id, blocked_at) VALUES (${school}, ${person}, ${now}) ON CONFLICT DO NOTHING`);
    }
  });
  return readSchoolLists(deps, user, school, locale);
}

/** POST /api/principals/lists/preferred/add {schoolId?, email}. */
export const addPreferred = (deps: AppDeps, user: AuthUser, payload: SchoolListPerson, locale: Locale) => place(deps, user, payload, 'preferred', locale);

/** POST /api/principals/lists/blocked/add {schoolId?, email}: the school's new jobs stop reaching the person. */
export const addBlocked = (deps: AppDeps, user: AuthUser, payload: SchoolListPerson, locale: Locale) => place(deps, user, payload, 'blocked', locale);

/** POST /api/principals/lists/remove {schoolId?, email, list}: whoever is on the list (no access needed to remove). */
export async function removeFromList(deps: AppDeps, user: AuthUser, payload: SchoolListRemove, locale: Locale): Promise<SchoolLists> {
  const school = leaderSchool(user, payload.schoolId, locale);
  const table = payload.list === 'preferred' ? sql`school_preferred` : sql`school_blocked`;
  const removed = await inTransaction(deps.database.db, (tx) =>
    queryRows(
      tx,
      sql`DELETE FROM ${table} l USING accounts p WHERE l.school_id = ${school} AND l.account_id = p.id AND p.email = ${payload.email} RETURNING l.account_id`,
    ),
  );
  if (removed.length === 0) throw notFound(localise(M.notOnList, locale));
  return readSchoolLists(deps, user, school, locale);
}

/** POST /api/principals/lists/preferred/order {schoolId?, emails}: the whole list in its new order. */
export async function orderPreferred(deps: AppDeps, user: AuthUser, payload: PreferredOrder, locale: Locale): Promise<SchoolLists> {
  const school = leaderSchool(user, payload.schoolId, locale);
  await inTransaction(deps.database.db, async (tx) => {
    await lockSchoolLists(tx, school);
    // the rows locked: a concurrent addition or removal either came before (and the order must name it) or waits
    const rows = await queryRows<{ email: string }>(
      tx,
      sql`SELECT p.email FROM school_preferred l JOIN accounts p ON p.id = l.account_id WHERE l.school_id = ${school} FOR UPDATE OF l`,
    );
    const current = new Set(rows.map((r) => r.email));
    if (current.size !== payload.emails.length || payload.emails.some((e) => !current.has(e))) {
      throw badRequest(localise(M.invalid, locale), { emails: localise(M.order, locale) });
    }
    await tx.execute(sql`UPDATE school_preferred l SET position = o.place
      FROM unnest(${textArray(payload.emails)}) WITH ORDINALITY AS o(email, place) JOIN accounts p ON p.email = o.email
      WHERE l.school_id = ${school} AND l.account_id = p.id`);
  });
  return readSchoolLists(deps, user, school, locale);
}

/**
 * The person at each of the reader's schools (a leader's), for the profile as the school sees it: which list they are
 * on and how often they worked there. A teacher reads the history only (the lists are the leaders').
 */
export async function schoolTiesOf(deps: AppDeps, user: AuthUser, personId: string): Promise<SchoolTie[]> {
  if (user.schoolIds.length === 0) return [];
  const rows = await queryRows<{ id: string; name: string; list: SchoolListName | null; worked: number; last_worked: string | null }>(
    deps.database.db,
    sql`SELECT s.id, s.name,
        CASE WHEN EXISTS (SELECT 1 FROM school_preferred l WHERE l.school_id = s.id AND l.account_id = ${personId}) THEN 'preferred'
             WHEN EXISTS (SELECT 1 FROM school_blocked l WHERE l.school_id = s.id AND l.account_id = ${personId}) THEN 'blocked' END AS list,
        w.n AS worked, w.last AS last_worked
      FROM schools s CROSS JOIN LATERAL ${workedSql(sql`s.id`, sql`${personId}::uuid`, deps.now())} w
      WHERE s.id = ANY(${textArray(user.schoolIds)}::uuid[]) ORDER BY s.name, s.id`,
  );
  const leader = isLeaderRole(user.role);
  return rows.map((r) => ({ schoolId: r.id, schoolName: r.name, list: leader ? r.list : null, workedHere: Number(r.worked), lastWorked: r.last_worked }));
}
