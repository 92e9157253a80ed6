import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The VAPID key pair web push is signed with: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated once into
 * DATA_DIR/keys/vapid.json (like the JWT secret) so browsers' subscriptions survive restarts. Several nodes
 * must share the pair: production sets the variables.
 */
export function vapidKeys(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY !== undefined && env.VAPID_PRIVATE_KEY !== undefined) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  }
  const file = path.join(path.resolve(env.DATA_DIR), 'keys', 'vapid.json');
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  let pair: { publicKey: string; privateKey: string };
  if (existsSync(file)) {
    pair = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  } else {
    pair = webpush.generateVAPIDKeys();
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  }
  const keys = { ...pair, subject: env.VAPID_SUBJECT };
  cache.set(file, keys);
  return keys;
}
