import {
  addTeacherSchema,
  editTeacherSchema,
  LEADER_ROLES,
  schoolBodySchema,
  sendInformationSchema,
  teacherEmailSchema,
  teachersGetAllSchema,
  text,
} from '@vikariat/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { parseOrThrow, readBody } from '../http/validate.ts';
import { assertSelf } from '../services/settings/caller-access.ts';
import {
  addTeacher,
  editTeacher,
  listTeachers,
  removeTeacher,
  sendTeacherInformation,
  setAllTeachersActive,
  setTeacherActive,
} from '../services/teachers/manage-teachers.ts';

const leaders = requireAuth(...LEADER_ROLES);
const removeParams = z.object({ email: text().trim().toLowerCase().pipe(z.email('Ogiltig e-postadress|Virheellinen sähköpostiosoite')) });

/** A school's teachers, managed by its principal(s) (spec 02 §2 "Teacher list", "Add teacher"). */
export const teacherRoutes = new Hono<AppEnv>()
  .post('/principals/teachers/getall', leaders, async (c) => {
    const { email, school } = await readBody(c, teachersGetAllSchema);
    assertSelf(c.var.user, email);
    return c.json(await listTeachers(c.var.deps, c.var.user, school));
  })
  .post('/principals/teacher/add', leaders, async (c) => {
    const payload = await readBody(c, addTeacherSchema);
    const teacher = await addTeacher(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true, teacher });
  })
  .post('/principals/send/information', leaders, async (c) => {
    const payload = await readBody(c, sendInformationSchema);
    await sendTeacherInformation(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true });
  })
  .post('/principals/edit/teacher', leaders, async (c) => {
    const payload = await readBody(c, editTeacherSchema);
    const teacher = await editTeacher(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true, teacher });
  })
  .post('/principals/activate/teacher', leaders, async (c) => {
    const { email } = await readBody(c, teacherEmailSchema);
    await setTeacherActive(c.var.deps, c.var.user, email, true, c.var.locale);
    return c.json({ success: true });
  })
  .post('/principals/deactivate/teacher', leaders, async (c) => {
    const { email } = await readBody(c, teacherEmailSchema);
    await setTeacherActive(c.var.deps, c.var.user, email, false, c.var.locale);
    return c.json({ success: true });
  })
  .delete('/principals/remove/:email', leaders, async (c) => {
    const { email } = parseOrThrow(removeParams, { email: c.req.param('email') }, c.var.locale);
    await removeTeacher(c.var.deps, c.var.user, email, c.var.locale);
    return c.json({ success: true });
  })
  .post('/principals/activate/all', leaders, async (c) => {
    const { school } = await readBody(c, schoolBodySchema);
    return c.json({ success: true, count: await setAllTeachersActive(c.var.deps, c.var.user, school, true) });
  })
  .post('/principals/deactivate/all', leaders, async (c) => {
    const { school } = await readBody(c, schoolBodySchema);
    return c.json({ success: true, count: await setAllTeachersActive(c.var.deps, c.var.user, school, false) });
  });
