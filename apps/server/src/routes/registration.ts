import {
  accountMsg,
  registerPrincipalSchema,
  registerTeacherSchema,
  registerUserSchema,
  securityCodeSchema,
  todayInFinland,
} from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { readBody } from '../http/validate.ts';
import {
  lookupSchoolCodeThrottled,
  registerPrincipal,
  registerTeacher,
  registerUser,
} from '../services/accounts/registration.ts';
import { clientAddress } from './client-address.ts';

/** Registration of substitutes, teachers (with a school code) and principals (spec 01 §7). */
export const registrationRoutes = new Hono<AppEnv>()
  .post('/users/register-user', async (c) => {
    const payload = await readBody(c, registerUserSchema(todayInFinland(c.var.deps.now())));
    await registerUser(c.var.deps, payload, c.var.locale);
    return c.json({ success: true, message: accountMsg('registered', c.var.locale) }, 201);
  })
  .post('/teachers/securitycode', async (c) => {
    const { code } = await readBody(c, securityCodeSchema);
    const school = await lookupSchoolCodeThrottled(c.var.deps, code, c.var.locale, clientAddress(c));
    return c.json({ school: school.name, schoolId: school.id });
  })
  .post('/teachers/register', async (c) => {
    const payload = await readBody(c, registerTeacherSchema);
    // the code is looked up (throttled) first, then spent once inside the registration's transaction
    await lookupSchoolCodeThrottled(c.var.deps, payload.code, c.var.locale, clientAddress(c));
    await registerTeacher(c.var.deps, payload, c.var.locale);
    return c.json({ success: true, message: accountMsg('registered', c.var.locale) }, 201);
  })
  .post('/principals/register', async (c) => {
    const payload = await readBody(c, registerPrincipalSchema);
    await registerPrincipal(c.var.deps, payload, c.var.locale);
    return c.json({ success: true, message: accountMsg('principalRegistered', c.var.locale) }, 201);
  });
