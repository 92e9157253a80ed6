import { changeTypeSchema, emailBodySchema, saveProfileSchema, schoolLookupSchema, todayInFinland } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { requireAllowed } from '../services/accounts/guard.ts';
import { readStaffProfile, readUserProfile } from '../services/accounts/profile-read.ts';
import { changeType, hasEditedProfile, saveProfile } from '../services/accounts/profile-save.ts';
import { readOwnSchools, readSchoolRegion, readSharedUser } from '../services/accounts/shared-lookups.ts';

/**
 * Profiles (spec 01 §7). Identity comes from the token; a body's `email` naming someone else is refused
 * unless the rule allows it (a school reading a substitute's profile).
 *
 * POST /api/shared/saveprofile takes `section: 'basic' | 'additional'` besides the spec's fields: basic saves
 * name, phone, address, birth date (checked for substitutes), languages, site language, status and regions;
 * additional saves education, studies, qualifications, experience (refs), police record, grades and
 * teacher type. Fields left out stay unchanged. Answer: {token}.
 */
export const profileRoutes = new Hono<AppEnv>()
  .post('/users/get/user', requireAuth(), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await readUserProfile(c.var.deps, c.var.user, email));
  })
  .post('/teachers/get/teacher', requireAuth(), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await readStaffProfile(c.var.deps, c.var.user, email, 'POST /api/teachers/get/teacher'));
  })
  .post('/principals/get/principal', requireAuth(), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await readStaffProfile(c.var.deps, c.var.user, email, 'POST /api/principals/get/principal'));
  })
  .post('/shared/get/user', requireAuth(), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await readSharedUser(c.var.deps, c.var.user, email));
  })
  .post('/shared/getschool', requireAuth(), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    return c.json(await readOwnSchools(c.var.deps, c.var.user, email));
  })
  .post('/shared/get/school', requireAuth(), async (c) => {
    const { email, school } = await readBody(c, schoolLookupSchema);
    return c.json(await readSchoolRegion(c.var.deps, c.var.user, email, school));
  })
  .post('/shared/saveprofile', requireAuth(), async (c) => {
    const payload = await readBody(c, saveProfileSchema(todayInFinland(c.var.deps.now())));
    requireAllowed('POST /api/shared/saveprofile', c.var.user, { email: payload.email });
    return c.json({ token: await saveProfile(c.var.deps, c.var.user, payload, c.var.locale) });
  })
  .post('/users/edited/profile', requireAuth(), async (c) => {
    const { email } = await readBody(c, emailBodySchema);
    requireAllowed('POST /api/users/edited/profile', c.var.user, { email });
    return c.json({ hasEdited: await hasEditedProfile(c.var.deps, c.var.user) });
  })
  .post('/shared/change/type', requireAuth(), async (c) => {
    const { email, type } = await readBody(c, changeTypeSchema);
    requireAllowed('POST /api/shared/change/type', c.var.user, { email });
    return c.json({ token: await changeType(c.var.deps, c.var.user, type, c.var.locale) });
  });
