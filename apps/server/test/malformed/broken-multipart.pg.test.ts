import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolWorld, type SchoolWorld } from '../school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21 item 8: a multipart body that does not parse ('Failed to parse body as FormData') answered 500 on the
 * uploads. Every multipart route now answers 400 with a message in the caller's language, and stores nothing.
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

const BOUNDARY = '----probe';
const BROKEN: [string, string, string][] = [
  ['a part cut short', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nabc`],
  ['no boundary', 'multipart/form-data', `--x\r\n\r\n`],
  ['no multipart at all', `multipart/form-data; boundary=${BOUNDARY}`, 'just text'],
  [
    'a NUL in the file name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
  ],
];
const ROUTES: [string, (w: SchoolWorld) => string, string][] = [
  ['/api/shared/upload/files', (w) => w.principalA.token, 'Begäran måste vara ett formulär (multipart/form-data).'],
  ['/api/shared/image', (w) => w.principalB.token, 'Pyynnön on oltava lomake (multipart/form-data).'],
];

const uploads = () => {
  try {
    return readdirSync(path.join(t.deps.env.DATA_DIR, 'uploads'), { recursive: true }).length;
  } catch {
    return 0;
  }
};

describe('broken multipart bodies', () => {
  for (const [url, token, message] of ROUTES) {
    it.each(BROKEN)(`${url}: %s is a 400`, async (_, contentType, body) => {
      const before = uploads();
      const res = await t.app.request(url, { method: 'POST', headers: { authorization: `Bearer ${token(w)}`, 'content-type': contentType }, body });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
      expect(uploads()).toBe(before);
    });
  }

  it('still takes a well-formed upload', async () => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array(10).fill(65)], 'plan.pdf'));
    const res = await t.app.request('/api/shared/upload/files', { method: 'POST', headers: { authorization: `Bearer ${w.principalA.token}` }, body: form });
    expect(res.status).toBe(200);
  });
});
