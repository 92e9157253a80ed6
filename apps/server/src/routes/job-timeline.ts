import { SCHOOL_ROLES } from '@vikariat/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { parseOrThrow } from '../http/validate.ts';
import { jobTimelineOf } from '../services/jobs/job-timeline.ts';

const jobIdParam = z.object({ id: z.uuid('Ogiltigt id|Virheellinen tunniste') });

/** The principal's job timeline (issue 23, decision 037): whoever may manage the job sees its history. */
export const jobTimelineRoutes = new Hono<AppEnv>().get('/teachers/job/:id/timeline', requireAuth(...SCHOOL_ROLES), async (c) => {
  const { id } = parseOrThrow(jobIdParam, c.req.param(), c.var.locale);
  return c.json(await jobTimelineOf(c.var.deps, c.var.user, id, c.var.locale));
});
