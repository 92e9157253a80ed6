import webpush from 'web-push';
import type { VapidKeys } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { ok: true; status: number }
  /** gone: the subscription expired or was revoked (404/410) and must be removed */
  | { ok: false; status: number | null; gone: boolean; error: string };

const TIMEOUT_MS = 10_000;

/**
 * One web push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header; the request
 * itself goes out with fetch (a timeout, and any push service URL the browser gave).
 */
export async function sendPush(target: PushTarget, payload: string, vapid: VapidKeys, options: { ttlSeconds: number; urgency: 'normal' | 'high' }): Promise<PushOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    // keys a push service would never accept: the subscription is useless
    return { ok: false, status: null, gone: true, error: `invalid subscription: ${(error as Error).message}` };
  }
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body === null ? null : new Uint8Array(details.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (response.ok) return { ok: true, status: response.status };
    const gone = response.status === 404 || response.status === 410;
    return { ok: false, status: response.status, gone, error: `push service answered ${response.status}${text === '' ? '' : `: ${text.slice(0, 200)}`}` };
  } catch (error) {
    return { ok: false, status: null, gone: false, error: `push request failed: ${(error as Error).message}` };
  }
}
