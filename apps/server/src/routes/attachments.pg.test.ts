import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDisplayName } from '@vikariat/domain';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { applyDirect, createJob, createSubstitute, createWorld, jobsClock, type World } from '../../test/jobs/fixtures.ts';
import { storedAttachmentName } from '../files/attachments.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: jobsClock() });
  w = await createWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

async function upload(token: string | undefined, files: { name: string; bytes: number }[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes).fill(65)], f.name));
  const res = await t.app.request('/api/shared/upload/files', {
    method: 'POST',
    body: form,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { success?: boolean; files?: { filename: string }[]; code?: string } };
}
const get = (name: string, token: string) => t.request('GET', `/api/shared/file/${name}`, { token });

describe('storedAttachmentName', () => {
  it('is 32 hex characters and the sanitised name, which the display shows again', () => {
    const name = storedAttachmentName('../Läsplan för vecka 9.pdf');
    expect(name).toMatch(/^[0-9a-f]{32}Lasplan_for_vecka_9\.pdf$/);
    expect(attachmentDisplayName(name)).toBe('Lasplan_for_vecka_9.pdf');
    expect(storedAttachmentName('...', 'a'.repeat(32))).toBe(`${'a'.repeat(32)}file`);
  });
});

describe('attachments', () => {
  it('uploads several files; only the school’s staff and the chosen substitute read them', async () => {
    const up = await upload(w.principalA.token, [
      { name: 'plan.pdf', bytes: 2000 },
      { name: 'lista.txt', bytes: 10 },
    ]);
    expect(up.status).toBe(200);
    expect(up.body.files).toHaveLength(2);
    const name = up.body.files?.[0]?.filename ?? '';
    expect(name.slice(32)).toBe('plan.pdf');
    const sub = await createSubstitute(t.deps, ['091']);
    const job = await createJob(t.deps, { schoolId: w.schoolA, files: [name] });
    await applyDirect(t.deps, job, sub.id);
    expect((await get(name, w.principalA.token)).status).toBe(200);
    expect((await (await get(name, w.principalA.token)).arrayBuffer()).byteLength).toBe(2000);
    // not theirs and not there: one answer (decision 043)
    const missing = await get(`${'0'.repeat(32)}plan.pdf`, w.principalB.token);
    expect(missing.status).toBe(404);
    const notTheirs = await get(name, w.principalB.token);
    expect([notTheirs.status, await notTheirs.text()]).toEqual([404, await missing.text()]);
    expect((await get(name, sub.token)).status).toBe(404);
    expect((await t.request('POST', '/api/teachers/addchosen', { token: w.principalA.token, body: { email: sub.email, id: job } })).status).toBe(200);
    expect((await get(name, sub.token)).status).toBe(200);
    expect((await get('..%2F..%2Fetc%2Fpasswd', w.principalA.token)).status).toBe(404);
    expect((await get(name, '')).status).toBe(401);
  });

  it('refuses files over 10 MB, uploads by substitutes and without a token', async () => {
    expect((await upload(w.principalA.token, [{ name: 'big.bin', bytes: 10 * 1024 * 1024 + 1 }])).status).toBe(413);
    expect((await upload(w.sub.token, [{ name: 'a.txt', bytes: 1 }])).status).toBe(403);
    expect((await upload(undefined, [{ name: 'a.txt', bytes: 1 }])).status).toBe(401);
    expect((await upload(w.principalA.token, [])).status).toBe(400);
  });

  it('attaches own uploads to a job and deletes them (another school cannot)', async () => {
    const up = await upload(w.teacherA.token, [{ name: 'x.txt', bytes: 5 }]);
    const name = up.body.files?.[0]?.filename ?? '';
    const job = await createJob(t.deps, { schoolId: w.schoolA, ownerId: w.teacherA.id });
    expect((await t.request('POST', '/api/teachers/update/job/files', { token: w.teacherA.token, body: { id: job, files: [name] } })).status).toBe(200);
    // another school's job is answered as one not there (decision 043)
    expect((await t.request('POST', '/api/teachers/update/job/files', { token: w.principalB.token, body: { id: job, files: [] } })).status).toBe(404);
    const events: string[] = [];
    const stop = t.deps.realtime.subscribe((e) => events.push(e.name ?? ''));
    expect((await t.request('POST', `/api/shared/file/delete/${name}`, { token: w.principalB.token })).status).toBe(404);
    expect((await t.request('POST', `/api/shared/file/delete/${name}`, { token: w.principalA.token })).status).toBe(200);
    expect(existsSync(path.join(t.deps.env.DATA_DIR, 'uploads', 'files', name))).toBe(false);
    const spec = await t.request('POST', '/api/teachers/getspecific', { token: w.teacherA.token, body: { id: job } });
    expect(((await spec.json()) as { job: { files: string[] } }).job.files).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(events).toContain('updateFilesMT');
  });
});
