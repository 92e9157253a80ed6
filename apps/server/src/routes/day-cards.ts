import { dayCardSaveSchema, dayCardTemplateAddSchema, dayCardTemplateIdSchema, dayCardTemplateUpdateSchema } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import { addTemplate, deleteTemplate, listTemplates, saveDayCard, updateTemplate } from '../services/jobs/day-card.ts';

/** The day card of a job and the school's templates (issue 24, decision 029). */
export const dayCardRoutes = new Hono<AppEnv>()
  .post('/teachers/daycard', jobGuard('POST /api/teachers/daycard'), async (c) => {
    const payload = await readBody(c, dayCardSaveSchema);
    await saveDayCard(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true });
  })
  .post('/teachers/daycard/templates', jobGuard('POST /api/teachers/daycard/templates'), async (c) =>
    c.json({ templates: await listTemplates(c.var.deps.database.db, c.var.user) }),
  )
  .post('/principals/daycard/template/add', jobGuard('POST /api/principals/daycard/template/add'), async (c) => {
    const payload = await readBody(c, dayCardTemplateAddSchema);
    return c.json({ success: true, template: await addTemplate(c.var.deps, c.var.user, payload, c.var.locale) });
  })
  .post('/principals/daycard/template/update', jobGuard('POST /api/principals/daycard/template/update'), async (c) => {
    const payload = await readBody(c, dayCardTemplateUpdateSchema);
    await updateTemplate(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true });
  })
  .post('/principals/daycard/template/delete', jobGuard('POST /api/principals/daycard/template/delete'), async (c) => {
    const { id } = await readBody(c, dayCardTemplateIdSchema);
    await deleteTemplate(c.var.deps, c.var.user, id, c.var.locale);
    return c.json({ success: true });
  });
