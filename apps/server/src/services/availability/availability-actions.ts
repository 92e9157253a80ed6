import { sql } from 'drizzle-orm';
import { availabilityDateProblem, OUTBOX_REJECTIONS, partsOf, todayInFinland, type OutboxPayload, type OutboxVerdict, type PartChoice } from '@vikariat/domain';
import type { ActionContext } from '../../sync/action-context.ts';
import { rejection } from '../../sync/verdict-messages.ts';

/**
 * A substitute's availability actions (decision 023 point 1), applied by the sync engine exactly once inside its
 * ledger transaction. Identity comes from the session: a person only ever changes their own rows. The caller's
 * account row is already locked by the push (lockCallerForActions), so one person's changes apply one at a time.
 * Each write is one upsert; a part the choice does not name keeps its value (`null` is a value here: "back to the
 * pattern" for a day, "nothing said" for a weekday).
 */

const forbidden = (ctx: ActionContext) => rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.forbidden', ctx.locale);

/** Only a substitute keeps availability; a school user's action is refused. */
const notMine = (ctx: ActionContext): boolean => ctx.user.role !== 'user';

/** A date already past (queued offline, sent too late) or beyond a year is refused with its reason. */
function dateRefusal(ctx: ActionContext, date: string): OutboxVerdict | null {
  const problem = availabilityDateProblem(date, todayInFinland(ctx.now));
  if (problem === null) return null;
  return rejection(OUTBOX_REJECTIONS.dayOutOfRange, problem === 'past' ? 'outbox.dayPast' : 'outbox.dayTooFar', ctx.locale, { date });
}

/** The SET list for the parts a choice names (the other part keeps its value). */
const partValues = (choice: PartChoice, free: boolean | null) => {
  const parts = partsOf(choice);
  return { morning: parts.includes('morning') ? free : undefined, afternoon: parts.includes('afternoon') ? free : undefined };
};
const updateOf = (column: 'morning' | 'afternoon', value: boolean | null | undefined, table: string) =>
  value === undefined ? sql.raw(`${column} = ${table}.${column}`) : sql`${sql.raw(column)} = ${value}`;

export async function setAvailability(ctx: ActionContext, payload: OutboxPayload<'setAvailability'>): Promise<OutboxVerdict> {
  if (notMine(ctx)) return forbidden(ctx);
  const refused = dateRefusal(ctx, payload.date);
  if (refused !== null) return refused;
  const { morning, afternoon } = partValues(payload.part, payload.free);
  await ctx.tx.execute(sql`INSERT INTO availability_days (account_id, date, morning, afternoon, answered, updated_at)
    VALUES (${ctx.user.id}, ${payload.date}, ${morning ?? null}, ${afternoon ?? null}, false, ${ctx.now.toISOString()})
    ON CONFLICT (account_id, date) DO UPDATE SET ${updateOf('morning', morning, 'availability_days')},
      ${updateOf('afternoon', afternoon, 'availability_days')}, answered = false, updated_at = excluded.updated_at`);
  return { status: 'applied' };
}

export async function setWeeklyPattern(ctx: ActionContext, payload: OutboxPayload<'setWeeklyPattern'>): Promise<OutboxVerdict> {
  if (notMine(ctx)) return forbidden(ctx);
  const { morning, afternoon } = partValues(payload.part, payload.free);
  await ctx.tx.execute(sql`INSERT INTO availability_patterns (account_id, weekday, morning, afternoon, updated_at)
    VALUES (${ctx.user.id}, ${payload.weekday}, ${morning ?? null}, ${afternoon ?? null}, ${ctx.now.toISOString()})
    ON CONFLICT (account_id, weekday) DO UPDATE SET ${updateOf('morning', morning, 'availability_patterns')},
      ${updateOf('afternoon', afternoon, 'availability_patterns')}, updated_at = excluded.updated_at`);
  return { status: 'applied' };
}

/** "Are you free tomorrow?": the whole day of the date, marked as an answer (it counts on that date only). */
export async function answerFree(ctx: ActionContext, payload: OutboxPayload<'answerFree'>): Promise<OutboxVerdict> {
  if (notMine(ctx)) return forbidden(ctx);
  const refused = dateRefusal(ctx, payload.date);
  if (refused !== null) return refused;
  await ctx.tx.execute(sql`INSERT INTO availability_days (account_id, date, morning, afternoon, answered, updated_at)
    VALUES (${ctx.user.id}, ${payload.date}, ${payload.free}, ${payload.free}, true, ${ctx.now.toISOString()})
    ON CONFLICT (account_id, date) DO UPDATE SET morning = excluded.morning, afternoon = excluded.afternoon, answered = true,
      updated_at = excluded.updated_at`);
  return { status: 'applied' };
}
