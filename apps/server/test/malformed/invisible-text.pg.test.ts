import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substitutePayload } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createSchoolWorld, type SchoolWorld } from '../school-admin/school-world.ts';

/**
 * A required text of only invisible characters (zero-width spaces, white space) is refused as a missing one: a 400
 * under the field, in the caller's language (domain `requiredText`). The security test's three routes.
 */
let t: TestApp;
let w: SchoolWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

interface Case {
  url: string;
  token?: (w: SchoolWorld) => string;
  body: (value: string | undefined) => Record<string, unknown>;
  field: string;
  invisible: string;
  /** the field's message, in the caller's language */
  message: string;
  fi?: boolean;
}
const without = (body: Record<string, unknown>, field: string, value: string | undefined) => {
  const { [field]: _dropped, ...rest } = body;
  return value === undefined ? rest : { ...rest, [field]: value };
};

const CASES: Case[] = [
  {
    url: '/api/principals/hours/correct',
    token: (w) => w.principalA.token,
    body: (v) => without({ id: randomUUID(), day: '2030-03-04', start: '08:00', end: '15:00', breakMinutes: 30 }, 'reason', v),
    field: 'reason',
    invisible: '\u200b \u200b',
    message: 'Skriv varför timmarna rättas.',
  },
  {
    url: '/api/users/register-user',
    body: (v) => without(substitutePayload(`zw-${randomUUID()}@example.fi`), 'firstName', v),
    field: 'firstName',
    invisible: '\u200b',
    message: 'Kenttä on pakollinen.',
    fi: true,
  },
  {
    url: '/api/principals/daycard/template/add',
    token: (w) => w.principalA.token,
    body: (v) => without({ schoolId: w.schoolA }, 'name', v),
    field: 'name',
    invisible: '\u200b\u200b',
    message: 'Ge mallen ett namn.',
  },
];

describe('required text of only invisible characters', () => {
  it.each(CASES.map((c) => [c.url, c] as const))('%s: a 400 under the field, as a missing value', async (_, c) => {
    const send = (value: string | undefined) =>
      t.request('POST', c.url, {
        body: c.body(value),
        ...(c.token === undefined ? {} : { token: c.token(w) }),
        ...(c.fi === true ? { headers: { cookie: '_lang=fi' } } : {}),
      });
    const invisible = await send(c.invisible);
    const body = (await invisible.json()) as { code: string; fields?: Record<string, string> };
    expect([invisible.status, body.code]).toEqual([400, 'validation']);
    expect(body.fields?.[c.field]).toBe(c.message);
    const missing = (await (await send(undefined)).json()) as { fields?: Record<string, string> };
    expect(missing.fields?.[c.field]).toBe(c.message);
  });
});
