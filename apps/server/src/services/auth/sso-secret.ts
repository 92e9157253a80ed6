import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Client secrets of organisations' providers are sealed at rest (AES-256-GCM) under a key derived from the server's
 * signing key, so a database dump alone does not hand anyone a municipality's client secret. Every node shares the
 * signing key (JWT_SECRET), so every node can open them.
 */
const keyOf = (jwtKey: Uint8Array): Buffer => Buffer.from(hkdfSync('sha256', jwtKey, 'vikariat-sso', 'client-secret', 32));

export function sealSecret(jwtKey: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function openSecret(jwtKey: Uint8Array, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
