import { dateRangeQuerySchema, SCHOOL_ROLES } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { parseOrThrow } from '../http/validate.ts';
import { calendarEvents } from '../services/calendar/calendar-events.ts';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from '../services/calendar/calendar-feed.ts';
import { assertSchool } from '../services/settings/caller-access.ts';

const readers = requireAuth('user', ...SCHOOL_ROLES);
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Calendar (menu item 'Kalender') and the private iCalendar feed for the phone's own calendar. */
export const calendarRoutes = new Hono<AppEnv>()
  .get('/calendar/events', readers, async (c) => {
    const { from, to, school } = parseOrThrow(dateRangeQuerySchema, c.req.query(), c.var.locale);
    const { user } = c.var;
    if (school !== undefined) assertSchool(user, school);
    const schoolIds = school === undefined ? user.schoolIds : [school];
    return c.json({ events: await calendarEvents(c.var.deps.database.db, { id: user.id, role: user.role, schoolIds }, from, to) });
  })
  .get('/calendar/feed-status', readers, async (c) => c.json(await feedStatus(c.var.deps, c.var.user)))
  .post('/calendar/feed', readers, async (c) => c.json({ url: await createFeed(c.var.deps, c.var.user) }))
  .delete('/calendar/feed', readers, async (c) => c.json({ success: await revokeFeed(c.var.deps, c.var.user) }))
  .get('/calendar/feed/:file', async (c) => {
    const token = FEED_FILE.exec(c.req.param('file'))?.[1];
    const body = token === undefined ? null : await feedCalendar(c.var.deps, token);
    if (body === null) throw notFound();
    return c.body(body, 200, { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="vikariat.ics"' });
  });
