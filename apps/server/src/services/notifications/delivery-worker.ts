import { eq, inArray, sql } from 'drizzle-orm';
import { isPushServiceEndpoint } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema/index.ts';
import { sendPush } from '../../push/send-push.ts';
import { vapidKeys } from '../../push/vapid.ts';

/** Tries per delivery before it is given up as failed; waits grow 1, 2, 4, 8 minutes between them. */
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/** A claimed delivery whose sender died is retried after this lease. */
const LEASE_MS = 2 * 60_000;
/** How long a push service keeps an undelivered push for an offline phone. */
const PUSH_TTL_SECONDS = 24 * 3600;
/** A fan-out to 1,000 is a few claims, each sent in parallel (mail through the transport's pool). */
const BATCH = 200;
/**
 * Sent deliveries are marked in chunks of this many as they complete, not once per claim: a sender that dies mid-claim
 * (a killed node) leaves at most a chunk sent-but-unmarked, which its lease then sends again — not a whole claim.
 */
export const MARK_SENT_EVERY = 20;

interface Due extends Record<string, unknown> {
  id: string;
  channel: 'push' | 'email';
  target: string;
  payload: Record<string, string>;
  attempts: number;
  subscription_id: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

type Result = { ok: true } | { ok: false; error: string; retry: boolean };

/** Claims due deliveries (other senders skip them: several nodes share the outbox). */
async function claim(deps: AppDeps): Promise<Due[]> {
  const now = deps.now();
  return queryRows<Due>(
    deps.database.workerDb,
    sql`WITH due AS (
          SELECT id FROM notification_deliveries
          WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE notification_deliveries d
          SET status = 'sending', attempts = d.attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
          FROM due WHERE d.id = due.id
          RETURNING d.id, d.channel, d.target, d.payload, d.attempts, d.subscription_id
        )
        SELECT c.*, p.endpoint, p.p256dh, p.auth FROM claimed c LEFT JOIN push_subscriptions p ON p.id = c.subscription_id`,
  );
}

/** A subscription never to be called again (gone at the push service, or not one): removed, and why recorded. */
async function dropSubscription(deps: AppDeps, d: Due, error: string): Promise<Result> {
  if (d.subscription_id !== null) await deps.database.workerDb.delete(pushSubscriptions).where(eq(pushSubscriptions.id, d.subscription_id));
  return { ok: false, error, retry: false };
}

async function deliver(deps: AppDeps, d: Due): Promise<Result> {
  if (d.channel === 'email') {
    try {
      await deps.mailer.send({ to: d.target, subject: d.payload['subject'] ?? '', text: d.payload['text'] ?? '', html: d.payload['html'] ?? '' });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: `mail failed: ${(error as Error).message}`.slice(0, 500), retry: true };
    }
  }
  if (d.endpoint === null || d.p256dh === null || d.auth === null) {
    return { ok: false, error: 'the subscription was removed', retry: false };
  }
  // a subscription stored before PUSH_SERVICE_HOSTS was checked at subscribing, or since taken off the list, is never called
  if (!isPushServiceEndpoint(d.endpoint, deps.env.pushServiceHosts)) return dropSubscription(deps, d, 'not a push service (PUSH_SERVICE_HOSTS): removed');
  const { urgency, ...content } = d.payload;
  const outcome = await sendPush({ endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth }, JSON.stringify(content), vapidKeys(deps.env), {
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: urgency === 'high' ? 'high' : 'normal',
  });
  if (outcome.ok) return { ok: true };
  // expired or unsubscribed in the browser: never try this endpoint again
  if (outcome.gone && d.subscription_id !== null) return dropSubscription(deps, d, `subscription expired (${outcome.status ?? 'invalid'}): removed`);
  // 429 and 5xx are worth retrying; any other 4xx will not get better
  const retry = outcome.status === null || outcome.status === 429 || outcome.status >= 500;
  return { ok: false, error: outcome.error.slice(0, 500), retry };
}

/** Marks sent deliveries in one statement per chunk: a fan-out to 1,000 was 1,000 UPDATEs on the request pool. */
async function markSent(deps: AppDeps, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await deps.database.workerDb
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: deps.now(), lastError: null })
    .where(inArray(notificationDeliveries.id, [...ids]));
}

/** A failure is rare and per recipient: retried with its own back-off, or given up as failed. */
async function recordFailure(deps: AppDeps, d: Due, error: string, retry: boolean): Promise<void> {
  const again = retry && d.attempts < MAX_ATTEMPTS;
  await deps.database.workerDb
    .update(notificationDeliveries)
    .set({
      status: again ? 'pending' : 'failed',
      lastError: error,
      nextAttemptAt: new Date(deps.now().getTime() + RETRY_BASE_MS * 2 ** (d.attempts - 1)),
    })
    .where(eq(notificationDeliveries.id, d.id));
}

/** Sends what is due, batch after batch; answers how many deliveries were handled. */
export async function processDueDeliveries(deps: AppDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const due = await claim(deps);
    if (due.length === 0) return handled;
    const sent: string[] = [];
    const marks: Promise<void>[] = [];
    const flush = (): void => {
      if (sent.length > 0) marks.push(markSent(deps, sent.splice(0)));
    };
    await Promise.all(
      due.map(async (d) => {
        const result = await deliver(deps, d);
        if (!result.ok) return recordFailure(deps, d, result.error, result.retry);
        sent.push(d.id);
        if (sent.length >= MARK_SENT_EVERY) flush();
      }),
    );
    flush();
    await Promise.all(marks);
    handled += due.length;
  }
}

const running = new WeakMap<AppDeps, Promise<void>>();
/** Woken again while a run was going: one more run follows it, however many wake-ups came meanwhile. */
const wokenAgain = new WeakSet<AppDeps>();

/**
 * Wakes the sender without waiting for it (after a commit); one run at a time per server. Wake-ups during a run
 * share one follow-up run: a run sends everything due when it starts, so N commits need not queue N runs (under 200
 * concurrent choices they did, each a claim query on the request pool).
 */
export function scheduleDeliveries(deps: AppDeps): void {
  if (wokenAgain.has(deps)) return;
  const current = running.get(deps) ?? Promise.resolve();
  const next = current
    .then(() => {
      wokenAgain.delete(deps);
      return processDueDeliveries(deps);
    })
    .then(
      () => undefined,
      (error: unknown) => deps.log.error({ err: error }, 'notification sender failed'),
    );
  wokenAgain.add(deps);
  running.set(deps, next);
}

/** Tests and shutdown: resolves when the woken sender has finished. */
export function deliveriesSettled(deps: AppDeps): Promise<void> {
  return running.get(deps) ?? Promise.resolve();
}

/** The delivery log keeps finished deliveries this long (admins look back weeks, not years). */
const DELIVERY_LOG_DAYS = 90;

/** Removes finished deliveries older than DELIVERY_LOG_DAYS; answers how many went. */
export async function purgeDeliveryLog(deps: AppDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - DELIVERY_LOG_DAYS * 86_400_000).toISOString();
  const rows = await queryRows<{ id: string }>(
    deps.database.db,
    sql`DELETE FROM notification_deliveries WHERE status IN ('sent', 'failed') AND created_at < ${before}::timestamptz RETURNING id`,
  );
  return rows.length;
}

/**
 * Erasure hook (GDPR art. 17): the person's deliveries go, sent or not. The log holds their address and what they were
 * told (the account's own ON DELETE SET NULL would keep both), and one still pending must never reach them. Deliveries
 * to others that name them (a school's "new applicant") go with the account row: `about_id` cascades (migration 0042).
 */
export async function forgetDeliveries(tx: Tx, accountId: string): Promise<void> {
  await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.accountId, accountId));
}
