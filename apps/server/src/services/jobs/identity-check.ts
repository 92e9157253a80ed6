import { sql } from 'drizzle-orm';
import { IDENTITY_MISMATCH_MESSAGES, identityBlocksApplying, identityMismatches, OUTBOX_REJECTIONS, type OutboxVerdict } from '@vikariat/domain';
import { queryRows } from '../../db/query.ts';
import type { ActionContext } from '../../sync/action-context.ts';

/**
 * The person part of the apply rule (issue 25): a substitute whose profile differs from the identity a provider
 * verified may not apply until they fix it. Null: nothing blocks (not verified with a name, or it matches).
 */
export async function identityVerdict(ctx: ActionContext): Promise<OutboxVerdict | null> {
  const [me] = await queryRows<{ first_name: string; last_name: string; birth_date: string | null; given: string | null; family: string | null; born: string | null }>(
    ctx.tx,
    sql`SELECT first_name, last_name, profile->>'birthDate' AS birth_date, verified_given_name AS given, verified_family_name AS family,
               verified_birth_date::text AS born
        FROM accounts WHERE id = ${ctx.user.id}`,
  );
  if (me === undefined || me.given === null || me.family === null) return null;
  const mismatches = identityMismatches(
    { firstName: me.first_name, lastName: me.last_name, birthDate: me.birth_date ?? undefined },
    { givenName: me.given, familyName: me.family, birthDate: me.born },
  );
  if (!identityBlocksApplying(mismatches)) return null;
  const first = mismatches[0] ?? 'name';
  return { status: 'rejected', code: OUTBOX_REJECTIONS.identityMismatch, message: IDENTITY_MISMATCH_MESSAGES[first][ctx.locale], data: { mismatches } };
}
