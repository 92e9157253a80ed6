import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  dayCardOf,
  isLeaderRole,
  localise,
  storedDayCard,
  type DayCardSavePayload,
  type DayCardTemplate,
  type DayCardTemplateAdd,
  type DayCardTemplateUpdate,
  type Locale,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { loadManagedJob } from './job-access.ts';

/**
 * The day card and the school's templates (issue 24, decision 029). The card is written on the job row, so the
 * database renumbers the job and tells its school and its chosen substitute (0003); who reads it is the jobs
 * projection's (the school, and the chosen substitute only).
 */

/** POST /api/teachers/daycard {id, card}: whoever manages the job (its school's principal, the owning teacher). */
export async function saveDayCard(deps: AppDeps, user: AuthUser, payload: DayCardSavePayload, locale: Locale): Promise<void> {
  const job = await loadManagedJob(deps.database.db, user, payload.id, locale);
  const card = storedDayCard(dayCardOf(payload));
  await inTransaction(deps.database.db, (tx) =>
    tx.execute(sql`UPDATE jobs SET day_card = ${card === null ? null : JSON.stringify(card)}::jsonb, updated_at = ${deps.now().toISOString()}
      WHERE id = ${job.id} AND day_card IS DISTINCT FROM ${card === null ? null : JSON.stringify(card)}::jsonb`),
  );
}

const M = {
  nameTaken: 'Skolan har redan en mall med det namnet.|Koululla on jo samanniminen pohja.',
  invalid: 'Ogiltiga uppgifter|Virheelliset tiedot',
  notFound: 'Mallen finns inte.|Pohjaa ei löydy.',
  school: 'Välj skola.|Valitse koulu.',
} as const;

interface TemplateRow extends Record<string, unknown> {
  id: string;
  school_id: string;
  name: string;
  card: DayCardTemplate['card'];
  updated_at: Date | string;
}

const templateOf = (row: TemplateRow): DayCardTemplate => ({
  id: row.id,
  schoolId: row.school_id,
  name: row.name,
  card: row.card,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** POST /api/teachers/daycard/templates: the templates of the caller's schools (staff fill cards from them). */
export async function listTemplates(db: Executor, user: AuthUser): Promise<DayCardTemplate[]> {
  if (user.schoolIds.length === 0) return [];
  const schools = sql.join(
    user.schoolIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<TemplateRow>(
    db,
    sql`SELECT id, school_id, name, card, updated_at FROM day_card_templates
      WHERE school_id IN (${schools}) ORDER BY lower(name), id`,
  );
  return rows.map(templateOf);
}

const nameTaken = (locale: Locale) => badRequest(localise(M.invalid, locale), { name: localise(M.nameTaken, locale) });

/**
 * The name is not another template's of the school, and stays so until the caller commits: names are checked one at a
 * time per school (a transaction-level advisory lock), since a row lock locks nothing while no row has the name, and
 * two additions or renames at once would otherwise both pass and one fail on the unique key (a 500).
 */
async function assertNameFree(db: Executor, schoolId: string, name: string, except: string | null, locale: Locale) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('day_card_templates'), hashtext(${schoolId}))`);
  const rows = await queryRows(db, sql`SELECT 1 FROM day_card_templates WHERE school_id = ${schoolId} AND name = ${name} AND id IS DISTINCT FROM ${except}::uuid`);
  if (rows.length > 0) throw nameTaken(locale);
}

/** A principal's or leader's school: the one named, or their only one (a leader of several must name it). */
function leaderSchool(user: AuthUser, schoolId: string | undefined, locale: Locale): string {
  if (!isLeaderRole(user.role)) throw forbidden();
  const school = schoolId ?? (user.schoolIds.length === 1 ? user.schoolIds[0] : undefined);
  if (school === undefined) throw badRequest(localise(M.invalid, locale), { schoolId: localise(M.school, locale) });
  if (!user.schoolIds.includes(school)) throw forbidden();
  return school;
}

/** POST /api/principals/daycard/template/add {schoolId?, name, card}. */
export async function addTemplate(deps: AppDeps, user: AuthUser, payload: DayCardTemplateAdd, locale: Locale): Promise<DayCardTemplate> {
  const schoolId = leaderSchool(user, payload.schoolId, locale);
  const now = deps.now().toISOString();
  const id = randomUUID();
  await inTransaction(deps.database.db, async (tx) => {
    await assertNameFree(tx, schoolId, payload.name, null, locale);
    await tx.execute(sql`INSERT INTO day_card_templates (id, school_id, name, card, created_at, updated_at)
      VALUES (${id}, ${schoolId}, ${payload.name}, ${JSON.stringify(dayCardOf(payload))}::jsonb, ${now}, ${now})`);
  });
  return { id, schoolId, name: payload.name, card: dayCardOf(payload), updatedAt: now };
}

/**
 * The template, locked, when it is one of the leader's schools'. Another school's is not found, as one that is not
 * there (decision 043: a 403 told a school which template ids exist elsewhere).
 */
async function loadOwnTemplate(db: Executor, user: AuthUser, id: string, locale: Locale): Promise<TemplateRow> {
  if (!isLeaderRole(user.role)) throw forbidden();
  const [row] = await queryRows<TemplateRow>(db, sql`SELECT id, school_id, name, card, updated_at FROM day_card_templates WHERE id = ${id} FOR NO KEY UPDATE`);
  if (row === undefined || !user.schoolIds.includes(row.school_id)) throw notFound(localise(M.notFound, locale));
  return row;
}

/** POST /api/principals/daycard/template/update {id, name, card}. */
export async function updateTemplate(deps: AppDeps, user: AuthUser, payload: DayCardTemplateUpdate, locale: Locale): Promise<void> {
  await inTransaction(deps.database.db, async (tx) => {
    const row = await loadOwnTemplate(tx, user, payload.id, locale);
    await assertNameFree(tx, row.school_id, payload.name, row.id, locale);
    await tx.execute(sql`UPDATE day_card_templates SET name = ${payload.name}, card = ${JSON.stringify(dayCardOf(payload))}::jsonb,
      updated_at = ${deps.now().toISOString()} WHERE id = ${row.id}`);
  });
}

/** POST /api/principals/daycard/template/delete {id}: cards filled from it keep their text. */
export async function deleteTemplate(deps: AppDeps, user: AuthUser, id: string, locale: Locale): Promise<void> {
  await inTransaction(deps.database.db, async (tx) => {
    const row = await loadOwnTemplate(tx, user, id, locale);
    await tx.execute(sql`DELETE FROM day_card_templates WHERE id = ${row.id}`);
  });
}
