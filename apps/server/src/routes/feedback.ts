import { accessFor, emailBodySchema, extractSeenSchema, feedbackSaveSchema, type FeedbackRoute } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { auditedRead } from '../http/audited-read.ts';
import { readBody } from '../http/validate.ts';
import { recordExtractSeen } from '../services/feedback/criminal-record-check.ts';
import { feedbackAggregates, feedbackHistory } from '../services/feedback/feedback-reads.ts';
import { listFeedbackJobs, saveFeedback } from '../services/feedback/job-feedback.ts';

/** The sign-in and role guard of a route, from its entry in domain/src/permissions/feedback.ts. */
function guard(route: FeedbackRoute) {
  const { roles } = accessFor(route);
  return roles === 'anyone' ? requireAuth() : requireAuth(...roles);
}

/** Feedback after a job (issue 24) and the criminal-record extract seen (issue 25); decision 031. */
export const feedbackRoutes = new Hono<AppEnv>()
  .post('/shared/feedback/jobs', guard('POST /api/shared/feedback/jobs'), async (c) => c.json({ jobs: await listFeedbackJobs(c.var.deps, c.var.user) }))
  .post('/shared/feedback/save', guard('POST /api/shared/feedback/save'), async (c) => {
    const payload = await readBody(c, feedbackSaveSchema);
    return c.json({ success: true, job: await saveFeedback(c.var.deps, c.var.user, payload, c.var.locale) });
  })
  .post('/principals/feedback/history', guard('POST /api/principals/feedback/history'), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await feedbackHistory(c.var.deps.database.db, c.var.user, email));
  })
  .post('/principals/extract/seen', guard('POST /api/principals/extract/seen'), async (c) => {
    const payload = await readBody(c, extractSeenSchema);
    return c.json({ success: true, extractSeen: await recordExtractSeen(c.var.deps, c.var.user, payload, c.var.locale) });
  })
  .get('/admin/feedback', guard('GET /api/admin/feedback'), auditedRead('feedback'), async (c) => c.json(await feedbackAggregates(c.var.deps.database.db)));
