import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { formatLocalDate, helsinkiDateOf, localeOfSiteLang, typeOfTempByVal, type Role } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { calendarEvents } from './calendar-events.ts';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const FEED_DAYS_BACK = 60;
const FEED_DAYS_AHEAD = 366;

/** POST /api/calendar/feed: a new private feed URL (any earlier one stops working). The token is kept hashed. */
export async function createFeed(deps: AppDeps, user: AuthUser): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deps.database.db
    .insert(calendarFeeds)
    .values({ accountId: user.id, tokenHash: hashToken(token), createdAt: deps.now() })
    .onConflictDoUpdate({ target: calendarFeeds.accountId, set: { tokenHash: hashToken(token), createdAt: deps.now() } });
  return `${deps.env.publicUrl}/api/calendar/feed/${token}.ics`;
}

/** GET /api/calendar/feed-status: whether the caller has a live feed URL, and since when (the URL itself is not kept). */
export async function feedStatus(deps: AppDeps, user: AuthUser): Promise<{ active: boolean; createdAt: string | null }> {
  const [feed] = await deps.database.db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.accountId, user.id));
  return { active: feed !== undefined, createdAt: feed === undefined ? null : new Date(feed.createdAt).toISOString() };
}

/** DELETE /api/calendar/feed: revokes the caller's feed; true when there was one. */
export async function revokeFeed(deps: AppDeps, user: AuthUser): Promise<boolean> {
  return revokeFeedOf(deps.database.db, user.id);
}

/**
 * Ends an account's feed URL. Also called when the password is changed or reset: the URL is a bearer credential to the
 * person's jobs (for a school, its bookings and the day cards' contacts), and whoever once had the account must not
 * keep it. The person makes a new one in the calendar.
 */
export async function revokeFeedOf(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.accountId, accountId)).returning({ id: calendarFeeds.accountId });
  return rows.length > 0;
}

interface FeedOwner extends Record<string, unknown> {
  id: string;
  type_of_user: Role;
  site_lang: 1 | 2;
  school_ids: string[];
}

const addDays = (date: Date, days: number): string => formatLocalDate(helsinkiDateOf(new Date(date.getTime() + days * 86_400_000)));

/** GET /api/calendar/feed/{token}.ics: the owner's jobs as iCalendar, or null for an unknown/revoked token. */
export async function feedCalendar(deps: AppDeps, token: string): Promise<string | null> {
  const owners = await queryRows<FeedOwner>(
    deps.database.db,
    sql`SELECT a.id, a.type_of_user, a.site_lang,
               array_remove(array_cat(ARRAY[a.school_id::text], coalesce((SELECT array_agg(ps.school_id::text) FROM principal_schools ps WHERE ps.account_id = a.id), '{}')), NULL) AS school_ids
        FROM calendar_feeds f JOIN accounts a ON a.id = f.account_id
        WHERE f.token_hash = ${hashToken(token)} AND a.approved AND NOT a.locked`,
  );
  const owner = owners[0];
  if (owner === undefined) return null;
  const now = deps.now();
  const events = await calendarEvents(
    deps.database.db,
    { id: owner.id, role: owner.type_of_user, schoolIds: owner.school_ids },
    addDays(now, -FEED_DAYS_BACK),
    addDays(now, FEED_DAYS_AHEAD),
  );
  const locale = localeOfSiteLang(owner.site_lang);
  const calendar = ical({ name: 'Vikariat', prodId: { company: 'Vikariat', product: 'calendar', language: locale.toUpperCase() }, ttl: 3600 });
  for (const e of events) {
    const type = typeOfTempByVal(e.typeOfTemp);
    const typeName = type === undefined ? '' : locale === 'sv' ? type.name_swe : type.name_fi;
    const dayCard = [
      e.reportTo === '' ? '' : `${locale === 'sv' ? 'Anmäl dig' : 'Ilmoittaudu'}: ${e.reportTo}`,
      e.contact === '' ? '' : `${locale === 'sv' ? 'Kontaktperson' : 'Yhteyshenkilö'}: ${e.contact}`,
    ];
    const details = [typeName, ...dayCard, e.subjects.join(', '), e.grades.join(', '), e.additionalInfo, e.chosenName ?? ''].filter((t) => t !== '');
    calendar.createEvent({
      id: `${e.id}@vikariat`,
      start: new Date(e.start),
      end: new Date(e.end),
      summary: `${locale === 'sv' ? 'Vikariat' : 'Sijaisuus'}: ${e.schoolName}${e.sos ? ' (SOS)' : ''}`,
      description: details.join('\n'),
      location: e.address === '' ? e.schoolName : `${e.schoolName}, ${e.address}`,
      url: `${deps.env.publicUrl}/app/${owner.type_of_user === 'user' ? 'specific' : 'manage'}/${e.id}`,
      // a job over several days happens at the same hours each day
      ...(e.endDate > e.startDate ? { repeating: { freq: ICalEventRepeatingFreq.DAILY, until: endOfLastDay(e) } } : {}),
    });
  }
  return calendar.toString();
}

/** The end of the job's last day, plus an hour for a daylight-saving change on the way (the repetition's UNTIL). */
function endOfLastDay(e: { endDate: string; startDate: string; end: string }): Date {
  const firstEnd = new Date(e.end);
  const days = (Date.parse(`${e.endDate}T00:00:00Z`) - Date.parse(`${e.startDate}T00:00:00Z`)) / 86_400_000;
  return new Date(firstEnd.getTime() + days * 86_400_000 + 3_600_000);
}
