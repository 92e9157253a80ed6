import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

/**
 * A push service for tests: it takes web-push requests like a browser vendor's service would, checks the
 * VAPID signature, and DECRYPTS the payload (aes128gcm, RFC 8291/8188) with the subscription's private
 * key and auth secret — so a test sees exactly what a phone would show.
 */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** decrypts a body sent to this subscription */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: string;
  vapidAudience: string;
}

export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  /** a subscription whose pushes are answered with `status` (201 normally; 410 = expired) */
  subscription(name: string, status?: number, delayMs?: number): TestSubscription;
  close(): Promise<void>;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 + RFC 8188: one record, sender key in the header's keyid. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // strip the padding: trailing zeros, then the last-record delimiter 0x02
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<public key>` and answers the JWT's audience. */
async function verifyVapid(header: string | undefined): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (match === null) throw new Error(`no VAPID authorization: ${header ?? ''}`);
  const raw = Buffer.from(match[2] ?? '', 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const { payload } = await jwtVerify(match[1] ?? '', key, { algorithms: ['ES256'] });
  return String(payload.aud);
}

export async function startPushService(): Promise<TestPushService> {
  const statuses = new Map<string, number>();
  const delays = new Map<string, number>();
  const decoders = new Map<string, (body: Buffer) => string>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '';
        try {
          const status = statuses.get(path) ?? 404;
          const delay = delays.get(path) ?? 0;
          if (delay > 0) await new Promise((r) => setTimeout(r, delay));
          if (status >= 200 && status < 300) {
            const vapidAudience = await verifyVapid(req.headers.authorization);
            const decode = decoders.get(path);
            if (decode === undefined) throw new Error('unknown subscription');
            received.push({ path, headers: req.headers, payload: decode(Buffer.concat(chunks)), vapidAudience });
          }
          res.writeHead(status).end();
        } catch (error) {
          res.writeHead(400).end((error as Error).message);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    subscription(name, status = 201, delayMs = 0) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      statuses.set(path, status);
      delays.set(path, delayMs);
      const decrypt = (body: Buffer) => decryptAes128gcm(body, ecdh, auth);
      decoders.set(path, decrypt);
      return { endpoint: `${url}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, decrypt };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
