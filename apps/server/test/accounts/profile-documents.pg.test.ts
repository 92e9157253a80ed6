import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyDirect, createJob, createSubstitute, createWorld, jobsClock, type World } from '../jobs/fixtures.ts';

/**
 * The profile's "documents and files" and "extra subjects" (spec 01 §2, issue 22 item 15): a substitute keeps
 * documents on the profile; a school reads them while it may see the person (decision 020), nobody else; the owner
 * alone adds and removes them; the account's erasure takes the files along.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: jobsClock() });
  w = await createWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

interface Doc {
  name: string;
  title: string;
  size: number;
}
interface Answer {
  status: number;
  body: { documents?: Doc[]; code?: string; fields?: Record<string, string> };
}

async function upload(token: string | undefined, files: { name: string; bytes: number }[]): Promise<Answer> {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.bytes).fill(66)], f.name));
  const res = await t.app.request('/api/users/documents', { method: 'POST', body: form, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
const download = (name: string, token: string) => t.request('GET', `/api/users/documents/${name}`, { token });
const remove = async (name: string, token: string): Promise<Answer> => {
  const res = await t.request('POST', `/api/users/documents/delete/${name}`, { token, body: {} });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};
const onDisk = (name: string) => existsSync(path.join(t.deps.env.DATA_DIR, 'uploads', 'documents', name));
const profileAs = async (token: string, email: string) => {
  const res = await t.request('POST', '/api/users/get/user', { token, body: { email } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('documents on a substitute’s profile', () => {
  it('are added by the owner, listed on the profile, and read by the owner and a school the person applied to', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const up = await upload(sub.token, [
      { name: 'Examensbevis åk 2019.pdf', bytes: 3000 },
      { name: 'cv.docx', bytes: 20 },
    ]);
    expect(up.status).toBe(200);
    expect(up.body.documents?.map((d) => [d.title, d.size])).toEqual([
      ['Examensbevis åk 2019.pdf', 3000],
      ['cv.docx', 20],
    ]);
    const name = up.body.documents?.[0]?.name ?? '';
    expect(onDisk(name)).toBe(true);
    expect(((await profileAs(sub.token, sub.email)).body['documents'] as Doc[]).map((d) => d.name)).toContain(name);

    const own = await download(name, sub.token);
    expect([own.status, (await own.arrayBuffer()).byteLength]).toEqual([200, 3000]);
    expect(own.headers.get('content-disposition')).toContain(encodeURIComponent('Examensbevis åk 2019.pdf'));

    // a school before the person applied there: nothing; after: the profile lists them and they can be read
    expect((await download(name, w.principalA.token)).status).toBe(403);
    const job = await createJob(t.deps, { schoolId: w.schoolA });
    await applyDirect(t.deps, job, sub.id);
    expect((await download(name, w.principalA.token)).status).toBe(200);
    expect((await download(name, w.teacherA.token)).status).toBe(200);
    const seen = await profileAs(w.principalA.token, sub.email);
    expect((seen.body['documents'] as Doc[]).map((d) => d.title)).toEqual(['Examensbevis åk 2019.pdf', 'cv.docx']);
    // another school, another substitute: never
    expect((await download(name, w.principalB.token)).status).toBe(403);
    expect((await download(name, (await createSubstitute(t.deps, ['091'])).token)).status).toBe(403);
    expect((await download(name, '')).status).toBe(401);
    expect((await download('..%2F..%2Fkeys%2Fjwt', sub.token)).status).toBe(404);
  });

  it('are removed by the owner only; the file goes with the row', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const name = (await upload(sub.token, [{ name: 'intyg.pdf', bytes: 10 }])).body.documents?.[0]?.name ?? '';
    const other = await createSubstitute(t.deps, ['091']);
    expect((await remove(name, other.token)).status).toBe(403);
    expect((await remove(name, w.principalA.token)).status).toBe(403);
    expect(onDisk(name)).toBe(true);
    expect(await remove(name, sub.token)).toEqual({ status: 200, body: { documents: [] } });
    expect(onDisk(name)).toBe(false);
    expect((await remove(name, sub.token)).status).toBe(404);
  });

  it('refuses other roles and bad files with the reason under `files`, in the caller’s language, storing nothing', async () => {
    expect((await upload(undefined, [{ name: 'a.pdf', bytes: 1 }])).status).toBe(401);
    for (const token of [w.teacherA.token, w.principalA.token, w.adminUser.token]) expect((await upload(token, [{ name: 'a.pdf', bytes: 1 }])).status).toBe(403);
    const sub = await createSubstitute(t.deps, ['091']);
    const none = await upload(sub.token, []);
    expect([none.status, none.body.fields?.['files']]).toEqual([400, 'Välj en fil.']);
    const type = await upload(sub.token, [{ name: 'skript.exe', bytes: 10 }]);
    expect([type.status, type.body.fields?.['files']]).toEqual([400, 'Filtypen stöds inte. Välj en PDF, en bild eller ett textdokument.']);
    const big = await upload(sub.token, [{ name: 'stor.pdf', bytes: 10 * 1024 * 1024 + 1 }]);
    expect([big.status, big.body.fields?.['files']]).toEqual([413, 'Filen är för stor (max 10 MB).']);
    expect((await profileAs(sub.token, sub.email)).body['documents'] as Doc[]).toEqual([]);
  });

  it('keeps at most 10 per person', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    expect(
      (
        await upload(
          sub.token,
          Array.from({ length: 9 }, (_, i) => ({ name: `d${i}.pdf`, bytes: 1 })),
        )
      ).status,
    ).toBe(200);
    const over = await upload(sub.token, [
      { name: 'x.pdf', bytes: 1 },
      { name: 'y.pdf', bytes: 1 },
    ]);
    expect([over.status, over.body.code]).toEqual([409, 'too_many']);
    expect(over.body.fields?.['files']).toBe('Du kan ha högst 10 dokument. Ta bort ett först.');
    expect((await profileAs(sub.token, sub.email)).body['documents'] as Doc[]).toHaveLength(9);
  });

  it('go, files and all, when the account is erased', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const name = (await upload(sub.token, [{ name: 'betyg.pdf', bytes: 10 }])).body.documents?.[0]?.name ?? '';
    expect((await t.request('POST', '/api/users/delete/account', { token: sub.token, body: { email: sub.email } })).status).toBe(200);
    expect(onDisk(name)).toBe(false);
  });
});

describe('extra subjects on the profile', () => {
  it('are saved with the additional information, read back, and seen by a school the person applied to', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    // trimmed, each once, blanks dropped
    const ok = await t.request('POST', '/api/shared/saveprofile', {
      token: sub.token,
      body: { email: sub.email, section: 'additional', mainsubject: 'Matematik', extrasubjects: ['Fysik', ' Kemi ', 'Fysik', ''] },
    });
    expect(ok.status).toBe(200);
    expect((await profileAs(sub.token, sub.email)).body['extrasubjects']).toEqual(['Fysik', 'Kemi']);
    await applyDirect(t.deps, await createJob(t.deps, { schoolId: w.schoolA }), sub.id);
    expect((await profileAs(w.principalA.token, sub.email)).body['extrasubjects']).toEqual(['Fysik', 'Kemi']);
    const tooMany = await t.request('POST', '/api/shared/saveprofile', {
      token: sub.token,
      body: { email: sub.email, section: 'additional', extrasubjects: Array.from({ length: 21 }, (_, i) => `Ämne ${i}`) },
    });
    expect([tooMany.status, Object.keys(((await tooMany.json()) as { fields: object }).fields)]).toEqual([400, ['extrasubjects']]);
  });
});
