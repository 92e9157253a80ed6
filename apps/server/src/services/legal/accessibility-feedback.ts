import { randomUUID } from 'node:crypto';
import { feedbackDeadline, finnishDateOf, type accessibilityFeedbackSchema, type Locale } from '@vikariat/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { accessibilityFeedback } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { blockedFor, recordFailure, type ThrottleKey } from '../accounts/login-throttle.ts';
import { paragraphsMail } from '../notifications/mail-layout.ts';

type Feedback = z.output<typeof accessibilityFeedbackSchema>;

const THROTTLED = { sv: 'Du har skickat många meddelanden. Försök igen senare.', fi: 'Olet lähettänyt monta viestiä. Yritä myöhemmin uudelleen.' };

/**
 * Stores the feedback and mails it to the support inbox (Reply-To the sender when an address is known). Anyone may
 * send; the count per client address (and per account when signed in) shares the sign-in throttle's table, so a
 * flood from one address is refused with 429 before anything is stored or mailed.
 */
export async function receiveFeedback(deps: AppDeps, input: { payload: Feedback; user: AuthUser | null; address: string; locale: Locale }): Promise<{ id: string }> {
  const { payload, user, address, locale } = input;
  const db = deps.database.db;
  const now = deps.now();
  const keys: ThrottleKey[] = [`feedback:${address}`, ...(user ? [`feedback:${user.id}` as const] : [])];
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) throw new AppError(429, 'throttled', THROTTLED[locale], { message: THROTTLED[locale] }, { retryAfter: wait });
  await recordFailure(db, keys, now);

  const email = payload.email !== '' ? payload.email : (user?.email ?? '');
  const id = randomUUID();
  await inTransaction(db, (tx) =>
    tx
      .insert(accessibilityFeedback)
      .values({ id, accountId: user?.id ?? null, name: payload.name, email, page: payload.page, message: payload.message, lang: locale, createdAt: now }),
  );
  const due = finnishDateOf(feedbackDeadline(now, now).dueAt);
  const mail = paragraphsMail(`[Tillgänglighet / Saavutettavuus] ${payload.page || payload.message.slice(0, 60)}`, [
    payload.message,
    `Sida / Sivu: ${payload.page || '—'}`,
    `— ${payload.name || '—'} <${email || '—'}>${user ? `, ${user.role}` : ''}, ${locale}`,
    `Svar senast / Vastattava viimeistään ${due} (306/2019). Id: ${id}`,
  ]);
  // stored first: a mail server that is down loses nothing, admins see the item in the app
  try {
    await deps.mailer.send({ to: deps.env.SUPPORT_EMAIL, ...(email !== '' ? { replyTo: email } : {}), ...mail });
  } catch (error) {
    deps.log.error({ err: error, feedback: id }, 'accessibility feedback not mailed');
  }
  return { id };
}

export interface FeedbackItem {
  id: string;
  name: string;
  email: string;
  page: string;
  message: string;
  lang: 'sv' | 'fi';
  createdAt: string;
  dueAt: string;
  ageDays: number;
  daysLeft: number;
  late: boolean;
  /** the sender's account, when they were signed in and it still exists */
  accountId: string | null;
}

/** The open items, oldest (most urgent) first. */
export async function listOpenFeedback(deps: AppDeps): Promise<FeedbackItem[]> {
  const now = deps.now();
  const rows = await deps.database.db
    .select()
    .from(accessibilityFeedback)
    .where(isNull(accessibilityFeedback.answeredAt))
    .orderBy(asc(accessibilityFeedback.createdAt))
    .limit(500);
  return rows.map((row) => {
    const d = feedbackDeadline(row.createdAt, now);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      page: row.page,
      message: row.message,
      lang: row.lang,
      createdAt: row.createdAt.toISOString(),
      dueAt: d.dueAt.toISOString(),
      ageDays: d.ageDays,
      daysLeft: d.daysLeft,
      late: d.late,
      accountId: row.accountId,
    };
  });
}

/** Marks an open item answered; an unknown or already answered id is 404 (nothing changes). */
export async function markFeedbackAnswered(deps: AppDeps, admin: AuthUser, id: string): Promise<void> {
  const updated = await inTransaction(deps.database.db, (tx) =>
    tx
      .update(accessibilityFeedback)
      .set({ answeredAt: deps.now(), answeredBy: admin.id })
      .where(and(eq(accessibilityFeedback.id, id), isNull(accessibilityFeedback.answeredAt)))
      .returning({ id: accessibilityFeedback.id }),
  );
  if (updated.length === 0) throw notFound();
}

/** Erasure hook: an erased sender's name and e-mail leave their feedback (the text stays for the record). */
export async function forgetFeedbackSender(tx: Tx, accountId: string): Promise<void> {
  await tx.update(accessibilityFeedback).set({ name: '', email: '' }).where(eq(accessibilityFeedback.accountId, accountId));
}
