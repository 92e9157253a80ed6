import { preferredOrderSchema, schoolListPersonSchema, schoolListRemoveSchema, schoolListsReadSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import { addBlocked, addPreferred, orderPreferred, readSchoolLists, removeFromList } from '../services/jobs/school-people-lists.ts';

/** The school's preferred and blocked substitutes (issue 23, decision 023 point 2); every answer is both lists. */
export const schoolListRoutes = new Hono<AppEnv>()
  .post('/principals/lists', jobGuard('POST /api/principals/lists'), async (c) => {
    const { schoolId } = await readBody(c, schoolListsReadSchema);
    return c.json(await readSchoolLists(c.var.deps, c.var.user, schoolId, c.var.locale));
  })
  .post('/principals/lists/preferred/add', jobGuard('POST /api/principals/lists/preferred/add'), async (c) =>
    c.json(await addPreferred(c.var.deps, c.var.user, await readBody(c, schoolListPersonSchema), c.var.locale)),
  )
  .post('/principals/lists/preferred/order', jobGuard('POST /api/principals/lists/preferred/order'), async (c) =>
    c.json(await orderPreferred(c.var.deps, c.var.user, await readBody(c, preferredOrderSchema), c.var.locale)),
  )
  .post('/principals/lists/blocked/add', jobGuard('POST /api/principals/lists/blocked/add'), async (c) =>
    c.json(await addBlocked(c.var.deps, c.var.user, await readBody(c, schoolListPersonSchema), c.var.locale)),
  )
  .post('/principals/lists/remove', jobGuard('POST /api/principals/lists/remove'), async (c) =>
    c.json(await removeFromList(c.var.deps, c.var.user, await readBody(c, schoolListRemoveSchema), c.var.locale)),
  );
