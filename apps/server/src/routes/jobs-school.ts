import {
  addTempSchema,
  helsinkiMinuteOfDay,
  jobFilesSchema,
  jobIdSchema,
  ownerListSchema,
  showApplicantsSchema,
  sosSchemaAt,
  todayInFinland,
  updateTempSchema,
} from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import { addTemp, postSos } from '../services/jobs/create-job.ts';
import { deleteTemp, updateJobFiles, updateTemp } from '../services/jobs/edit-job.ts';
import { activateJob, pauseJob } from '../services/jobs/job-activation.ts';
import { assertSelf } from '../services/jobs/job-access.ts';
import { schoolBoard, schoolJobs, showApplicants, specificJob } from '../services/jobs/school-lists.ts';
import { allTemps } from '../services/jobs/substitute-lists.ts';

/** The school side of jobs (spec 02 §7 "Jobs and lists"): posting, editing, the board and applicants. */
export const schoolJobRoutes = new Hono<AppEnv>()
  .post('/teachers/addtemp', jobGuard('POST /api/teachers/addtemp'), async (c) => {
    const today = todayInFinland(c.var.deps.now());
    const payload = await readBody(c, addTempSchema(today));
    const id = await addTemp(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true, id, uniqueId: id });
  })
  .post('/principals/sos', jobGuard('POST /api/principals/sos'), async (c) => {
    const payload = await readBody(c, sosSchemaAt(helsinkiMinuteOfDay(c.var.deps.now())));
    assertSelf(payload.email, c.var.user.email);
    const id = await postSos(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true, id, uniqueId: id });
  })
  .post('/principals/activate', jobGuard('POST /api/principals/activate'), async (c) => {
    const { id, email } = await readBody(c, jobIdSchema);
    assertSelf(email, c.var.user.email);
    await activateJob(c.var.deps, c.var.user, id, c.var.locale);
    return c.json({ success: true });
  })
  .post('/principals/deactivate', jobGuard('POST /api/principals/deactivate'), async (c) => {
    const { id, email } = await readBody(c, jobIdSchema);
    assertSelf(email, c.var.user.email);
    await pauseJob(c.var.deps, c.var.user, id, c.var.locale);
    return c.json({ success: true });
  })
  .post('/teachers/updatetemp', jobGuard('POST /api/teachers/updatetemp'), async (c) => {
    const payload = await readBody(c, updateTempSchema);
    await updateTemp(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true });
  })
  .post('/teachers/deletetemp', jobGuard('POST /api/teachers/deletetemp'), async (c) => {
    const { id, email } = await readBody(c, jobIdSchema);
    assertSelf(email, c.var.user.email);
    await deleteTemp(c.var.deps, c.var.user, id, c.var.locale);
    return c.json({ success: true });
  })
  .post('/teachers/update/job/files', jobGuard('POST /api/teachers/update/job/files'), async (c) => {
    const { id, files } = await readBody(c, jobFilesSchema);
    await updateJobFiles(c.var.deps, c.var.user, id, files, c.var.locale);
    return c.json({ success: true });
  })
  .post('/principals/temps/v2', jobGuard('POST /api/principals/temps/v2'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await schoolBoard(c.var.deps, c.var.user));
  })
  .post('/teachers/gettemp/v2', jobGuard('POST /api/teachers/gettemp/v2'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await schoolBoard(c.var.deps, c.var.user));
  })
  .post('/principals/temps', jobGuard('POST /api/principals/temps'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await schoolJobs(c.var.deps, c.var.user));
  })
  .post('/teachers/gettemp', jobGuard('POST /api/teachers/gettemp'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await schoolJobs(c.var.deps, c.var.user));
  })
  .post('/teachers/getspecific', jobGuard('POST /api/teachers/getspecific'), async (c) => {
    const { id, email } = await readBody(c, jobIdSchema);
    assertSelf(email, c.var.user.email);
    return c.json(await specificJob(c.var.deps, c.var.user, id, c.var.locale));
  })
  .post('/teachers/showapplicants', jobGuard('POST /api/teachers/showapplicants'), async (c) => {
    const query = await readBody(c, showApplicantsSchema);
    assertSelf(query.email, c.var.user.email);
    return c.json(await showApplicants(c.var.deps, c.var.user, query, c.var.locale));
  })
  // {email, school, type}: the caller's own job list, by who they are (the school's jobs or the open feed)
  .post('/shared/get/jobs', jobGuard('POST /api/shared/get/jobs'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    const { deps, user, locale } = c.var;
    if (user.role === 'user') return c.json({ jobs: (await allTemps(deps, user, locale)).jobs });
    return c.json(await schoolJobs(deps, user));
  });
