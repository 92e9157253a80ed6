import { CODE_MESSAGES, callerEmailSchema, createCodeSchema, LEADER_ROLES } from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAuth } from '../http/auth.ts';
import { readBody } from '../http/validate.ts';
import { codesWithNames, createCode, listCodes } from '../services/codes/school-codes.ts';
import { assertSelf } from '../services/settings/caller-access.ts';

const leaders = requireAuth(...LEADER_ROLES);

/** School codes (spec 02 §2 "Code creation"); using a code is registration (the accounts area). */
export const codeRoutes = new Hono<AppEnv>()
  .post('/principals/get/codes', leaders, async (c) => {
    const { email } = await readBody(c, callerEmailSchema);
    assertSelf(c.var.user, email);
    return c.json({ codes: await listCodes(c.var.deps, c.var.user) });
  })
  .post('/principals/create/code', leaders, async (c) => {
    const payload = await readBody(c, createCodeSchema);
    assertSelf(c.var.user, payload.email);
    const code = await createCode(c.var.deps, c.var.user, payload, c.var.locale);
    return c.json({ success: true, message: CODE_MESSAGES.created[c.var.locale], code });
  })
  .post('/principals/codes', leaders, async (c) => {
    const { email } = await readBody(c, callerEmailSchema);
    assertSelf(c.var.user, email);
    return c.json(await codesWithNames(c.var.deps, c.var.user));
  });
