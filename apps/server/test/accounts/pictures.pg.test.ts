import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { json } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Camera Person' } })
    .toBuffer();

function upload(token: string | undefined, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): Promise<Response> {
  const form = new FormData();
  form.append('img', new Blob([new Uint8Array(bytes)], { type }), name);
  return Promise.resolve(t.app.request('/api/shared/image', { method: 'POST', body: form, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } }));
}

describe('POST /api/shared/image', () => {
  it('re-encodes a real picture to a JPEG named by the user id, without EXIF', async () => {
    const me = await createAccount(t.deps);
    const input = await photoWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(me.token, input);
    expect(res.status).toBe(200);
    const { file } = await json<{ file: { filename: string } }>(res);
    expect(file.filename).toMatch(new RegExp(`^${me.id}-[0-9a-f]{32}\\.jpg$`));

    const image = await t.request('GET', `/api/shared/image/${file.filename}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
  });

  it('accepts a PNG and stores it as JPEG', async () => {
    const me = await createAccount(t.deps);
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const res = await upload(me.token, png, 'x.png', 'image/png');
    expect(res.status).toBe(200);
  });

  it('refuses something that is not an image, whatever its name and type say', async () => {
    const me = await createAccount(t.deps);
    const res = await upload(me.token, new TextEncoder().encode('<script>alert(1)</script>'), 'evil.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({ img: 'Filen är ingen bild.' });
    const pdf = await upload(me.token, new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'x.jpg');
    expect(pdf.status).toBe(400);
  });

  it('refuses more than 5 MB and a missing file', async () => {
    const me = await createAccount(t.deps);
    const big = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const padded = Buffer.concat([big, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    expect((await upload(me.token, padded)).status).toBe(413);
    const empty = await t.app.request('/api/shared/image', { method: 'POST', body: new FormData(), headers: { authorization: `Bearer ${me.token}` } });
    expect(empty.status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await upload(undefined, await photoWithExif())).status).toBe(401);
  });
});

describe('POST /api/shared/add/profilepic', () => {
  it("attaches the caller's own upload, answers a token with the image, and removes the replaced one", async () => {
    const me = await createAccount(t.deps);
    const first = (await json<{ file: { filename: string } }>(await upload(me.token, await photoWithExif()))).file.filename;
    const second = (await json<{ file: { filename: string } }>(await upload(me.token, await photoWithExif()))).file.filename;
    const res1 = await t.request('POST', '/api/shared/add/profilepic', { token: me.token, body: { email: me.email, filename: first } });
    expect(res1.status).toBe(200);
    const res2 = await t.request('POST', '/api/shared/add/profilepic', { token: me.token, body: { email: me.email, filename: second } });
    const { token } = await json<{ token: string }>(res2);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { image: string };
    expect(claims.image).toBe(second);
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row?.image).toBe(second);
    expect((await t.request('GET', `/api/shared/image/${first}`)).status).toBe(404);
  });

  it("refuses someone else's upload, another user's e-mail and no token", async () => {
    const me = await createAccount(t.deps);
    const other = await createAccount(t.deps);
    const theirs = (await json<{ file: { filename: string } }>(await upload(other.token, await photoWithExif()))).file.filename;
    expect((await t.request('POST', '/api/shared/add/profilepic', { token: me.token, body: { email: me.email, filename: theirs } })).status).toBe(400);
    expect((await t.request('POST', '/api/shared/add/profilepic', { token: me.token, body: { email: other.email, filename: theirs } })).status).toBe(403);
    expect((await t.request('POST', '/api/shared/add/profilepic', { body: { email: me.email, filename: theirs } })).status).toBe(401);
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row?.image).toBeNull();
  });
});

describe('GET /api/shared/image/{file}', () => {
  it('never serves a name outside the stored-picture shape', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fjwt-secret', 'x.jpg', '%2Fetc%2Fpasswd', 'abc']) {
      expect((await t.request('GET', `/api/shared/image/${name}`)).status).toBe(404);
    }
  });
});
