import {
  accountMsg,
  isCommonPassword,
  registerPrincipalSchema,
  registerTeacherSchema,
  registerUserSchema,
  searchKey,
  securityCodeSchema,
  todayInFinland,
} from '@vikariat/domain';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readBody } from '../http/validate.ts';
import { lookupSchoolCodeThrottled, registerPrincipal, registerTeacher, registerUser } from '../services/accounts/registration.ts';
import { clientAddress } from './client-address.ts';

/**
 * The code a securitycode answer was for, kept for the registration that follows: the spec's teacher registration
 * sends only the school's name (spec 01 §7). HttpOnly, so a page script never reads it; the code is checked again
 * when it is spent.
 */
const SCHOOL_CODE_COOKIE = 'vk_school_code';
const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/api/teachers', httpOnly: true, sameSite: 'Strict', secure: c.var.deps.env.publicUrl.startsWith('https:') }) as const;

/** Registration of substitutes, teachers (with a school code) and principals (spec 01 §7). */
export const registrationRoutes = new Hono<AppEnv>()
  .post('/users/register-user', async (c) => {
    const payload = await readBody(c, registerUserSchema(todayInFinland(c.var.deps.now()), isCommonPassword));
    await registerUser(c.var.deps, payload, c.var.locale);
    return c.json({ success: true, message: accountMsg('registered', c.var.locale) }, 201);
  })
  .post('/teachers/securitycode', async (c) => {
    const { code } = await readBody(c, securityCodeSchema);
    const school = await lookupSchoolCodeThrottled(c.var.deps, code, c.var.locale, clientAddress(c));
    setCookie(c, SCHOOL_CODE_COOKIE, code, { ...cookieOptions(c), maxAge: 60 * 60 });
    return c.json({ school: school.name, schoolId: school.id });
  })
  .post('/teachers/register', async (c) => {
    const { locale } = c.var;
    const payload = await readBody(c, registerTeacherSchema(isCommonPassword));
    const code = payload.code ?? getCookie(c, SCHOOL_CODE_COOKIE)?.trim();
    if (code === undefined || code === '') {
      const message = accountMsg('codeFirst', locale);
      throw badRequest(message, { code: message });
    }
    // the code is looked up (throttled) first, then spent once inside the registration's transaction
    const school = await lookupSchoolCodeThrottled(c.var.deps, code, locale, clientAddress(c));
    // a remembered code must be the one that gave the name the person saw
    if (payload.code === undefined && payload.school !== undefined && payload.school !== '' && searchKey(payload.school) !== searchKey(school.name)) {
      const message = accountMsg('codeOtherSchool', locale);
      throw badRequest(message, { school: message });
    }
    await registerTeacher(c.var.deps, { ...payload, code }, locale);
    deleteCookie(c, SCHOOL_CODE_COOKIE, cookieOptions(c));
    return c.json({ success: true, message: accountMsg('registered', locale) }, 201);
  })
  .post('/principals/register', async (c) => {
    const payload = await readBody(c, registerPrincipalSchema(isCommonPassword));
    await registerPrincipal(c.var.deps, payload, c.var.locale);
    return c.json({ success: true, message: accountMsg('principalRegistered', c.var.locale) }, 201);
  });
