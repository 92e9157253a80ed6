import { z } from 'zod';
import { decodeToken, getToken, replaceToken, signOutAndReload } from './session.ts';

/**
 * Keeping a person signed in while their session lives (decision 021). The access token lasts 15 minutes; the session
 * behind it 30 days, sliding. So the token is renewed a minute before it expires while the app is open, again when the
 * app comes back (focus, visible, online), and once after any 401. Only the server refusing the renewal — the session
 * ended — signs the person out. Offline, or with the server unreachable, nothing happens: the phone on the bus keeps its
 * user and their local data, and renews on reconnect.
 */
const RENEW_PATH = '/api/shared/update/token';
/** renew this long before the token expires */
const AHEAD_MS = 60_000;
const answerSchema = z.object({ token: z.string().min(1) });

let inFlight: Promise<string | null> | null = null;

/**
 * A fresh token from the server (stored), or null when the server refuses the session. Offline or a server failure
 * throws: nobody can tell yet, so nobody is signed out over it. Concurrent callers share one request.
 */
export function renewAccessToken(): Promise<string | null> {
  inFlight ??= requestRenewal().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function requestRenewal(): Promise<string | null> {
  const token = getToken();
  if (token === null) return null;
  const response = await fetch(RENEW_PATH, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`token renewal answered ${response.status}`);
  const { token: fresh } = answerSchema.parse(await response.json());
  // signed out or signed in as someone else meanwhile: that newer state wins
  if (getToken() !== token) return getToken();
  replaceToken(fresh);
  return fresh;
}

/** Milliseconds until the stored token should be renewed (≤ 0: now); null without a readable token. */
export function renewalDueIn(nowMs: number = Date.now()): number | null {
  const token = getToken();
  const claims = token === null ? null : decodeToken(token);
  return claims === null ? null : claims.exp * 1000 - AHEAD_MS - nowMs;
}

/** Renews when due and online; a refused session signs out and reloads. Errors (offline, 5xx) wait for the next try. */
export async function renewIfDue(): Promise<void> {
  const due = renewalDueIn();
  if (due === null || due > 0 || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
  try {
    if ((await renewAccessToken()) === null) await signOutAndReload();
  } catch {
    // unreachable now: the next focus, online event or timer tries again
  }
}

/** Keeps the token fresh while the app runs; returns the stop function. */
export function startTokenRenewal(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    const due = renewalDueIn();
    if (due === null) return;
    // a failed try comes back in a minute; timers beyond ~24 days overflow, a token never lives that long
    timer = setTimeout(() => void renewIfDue().finally(schedule), Math.max(due, 0) + (due <= 0 ? AHEAD_MS : 0));
  };
  const onWake = () => {
    if (document.visibilityState === 'visible') void renewIfDue().finally(schedule);
  };
  window.addEventListener('online', onWake);
  window.addEventListener('focus', onWake);
  document.addEventListener('visibilitychange', onWake);
  void renewIfDue().finally(schedule);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('online', onWake);
    window.removeEventListener('focus', onWake);
    document.removeEventListener('visibilitychange', onWake);
  };
}
