import { localeOfSiteLang, tokenClaimsSchema, type TokenClaims } from '@vikariat/domain';
import { loadLocale } from './i18n.ts';

/**
 * The signed-in session: the token lives in localStorage (spec 01 §4) and its claims are the current user.
 * A tiny external store so React reads it with useSyncExternalStore and non-React code (api client) too.
 */
export const TOKEN_KEY = 'token';

type Listener = () => void;
interface SignOutOptions {
  /** the account was erased: nothing of it stays on the device, not even its unsent actions */
  erase?: boolean;
}
type SignOutHook = (options: SignOutOptions) => Promise<void> | void;

/** Replaceable so tests can observe the reload instead of jsdom's unimplemented one. */
export const pageActions = { reload: (): void => window.location.reload() };

const listeners = new Set<Listener>();
const signOutHooks = new Set<SignOutHook>();

const base64UrlDecode = (part: string): string => {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** Decodes (does not verify: the server does) a JWT's payload into claims; null when malformed. */
export const decodeToken = (token: string): TokenClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const isExpired = (claims: TokenClaims, nowMs: number = Date.now()): boolean => claims.exp * 1000 <= nowMs;

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

let cachedToken: string | null | undefined;
let cachedClaims: TokenClaims | null = null;
/** set while a refused session leaves (signOutAndReload) */
let leaving: Promise<void> | null = null;

/**
 * The current claims, or null when signed out or the token is unreadable. Stable identity between changes. An expired
 * access token still names its user: the session behind it decides (decision 021), the token is renewed
 * (`token-renewal.ts`) and a phone offline keeps its user and local data.
 */
export const getSession = (): TokenClaims | null => {
  // leaving, the screens under the cover keep their user until the reload (no sign-in form drawn beneath it)
  if (leaving !== null) return cachedClaims;
  const token = getToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedClaims = token ? decodeToken(token) : null;
  }
  return cachedClaims;
};

const emit = (): void => listeners.forEach((l) => l());

/** The account a stored token names (read leniently: only to tell accounts apart). */
const ownerOf = (token: string | null): string | null => {
  if (token === null) return null;
  try {
    const sub: unknown = (JSON.parse(base64UrlDecode(token.split('.')[1] ?? '')) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
};

// Another tab signing in or out changes localStorage; re-read it here too. When it signed this tab's account out or
// signed another account in, this tab reloads: nothing of the previous account may stay on its screen or in its memory
// (query cache, open local database), and the tab that signed out wipes the device.
const onStorage = (event: StorageEvent): void => {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const before = event.key === null ? cachedToken : event.oldValue;
  const previous = ownerOf(before ?? null);
  if (previous !== null && previous !== ownerOf(getToken())) {
    pageActions.reload();
    return;
  }
  emit();
};

export const subscribeSession = (listener: Listener): (() => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** Stores the token of a sign-in. */
export const setToken = (token: string): void => {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
};

/**
 * "Answers that carry a token replace the stored token" (spec 01 §7) — the token of the account still signed in only.
 * An answer that arrives after a sign-out (a picture upload, a renewal, a language switch still in flight), or after
 * another person signed in on the device, is dropped: it would sign the person back in on a shared tablet. True when
 * stored.
 */
export const replaceToken = (token: string): boolean => {
  const stored = getToken();
  const current = stored === null ? null : decodeToken(stored);
  const next = decodeToken(token);
  // the same person's same session (only a sign-in starts a session; every other answer renews the one it was asked in)
  if (current === null || next === null || current.sub !== next.sub || current.sid !== next.sid) return false;
  setToken(token);
  return true;
};

/** Registers work to do on sign-out (e.g. wiping the local database). Returns an unregister function. */
export const onSignOut = (hook: SignOutHook): (() => void) => {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
};

/**
 * Clears the token and runs every sign-out hook (errors in one hook do not stop the others): the local database and
 * every other trace of the user leave the device; unsent actions stay for the same user's next sign-in unless erased.
 */
export const signOut = async (options: SignOutOptions = {}): Promise<void> => {
  localStorage.removeItem(TOKEN_KEY);
  emit();
  const wiping = runSignOutHooks(options);
  signingOut = wiping;
  try {
    await wiping;
  } finally {
    if (signingOut === wiping) signingOut = null;
  }
};

/** The sign-out whose hooks are still wiping the device (the sign-in page shows as soon as the token is gone). */
let signingOut: Promise<void> | null = null;

/**
 * Stores a sign-in's token once the previous person's sign-out has finished wiping the device: the wipe ends by
 * clearing every per-user key, and on a shared tablet with a big local database the next person can sign in before
 * that — whose token it would then remove, signing them straight out.
 */
export const setTokenAfterSignOut = async (token: string): Promise<void> => {
  const claims = decodeToken(token);
  // the person's language is in before their first screen: a Finnish reader signing in from a Swedish sign-in page
  // saw the app in Swedish for up to a second and a half while the Finnish catalogues arrived
  const language = claims === null ? undefined : loadLocale(localeOfSiteLang(claims.siteLang), 'all').catch(() => undefined);
  await Promise.all([signOutSettled(), language]);
  setToken(token);
};

/** Once no sign-out is wiping the device any more. */
export const signOutSettled = async (): Promise<void> => {
  while (signingOut !== null) await signingOut;
};

const runSignOutHooks = async (options: SignOutOptions): Promise<void> => {
  await Promise.allSettled([...signOutHooks].map(async (hook) => hook(options)));
};

const leavingListeners = new Set<Listener>();

/** True once a refused session is being signed out: the screen is covered until the page reloads. */
export const isLeaving = (): boolean => leaving !== null;

export const subscribeLeaving = (listener: Listener): (() => void) => {
  leavingListeners.add(listener);
  return () => leavingListeners.delete(listener);
};

/**
 * A session the server no longer accepts (spec 02 §4: a 401 "logs the user out and reloads"). The screen is covered at
 * once and the sign-in page appears only after the reload: shown before it (while the device is wiped), a person could
 * start typing into a form the reload then empties. Every later caller (the other 401s meanwhile) shares the one exit.
 */
export const signOutAndReload = (): Promise<void> => {
  if (leaving !== null) return leaving;
  // the person's own sign-out is under way: the server refused the session because they asked it to end (its socket
  // closes with 'session ended' before the answer to the sign-out arrives), and a reload here would cut the
  // organisation's logout short (the provider's page was left before it loaded)
  if (signingOutByChoice) return Promise.resolve();
  localStorage.removeItem(TOKEN_KEY);
  // the hooks start after the cover is up (a microtask later)
  leaving = Promise.resolve()
    .then(() => runSignOutHooks({}))
    .then(() => pageActions.reload());
  leavingListeners.forEach((l) => l());
  return leaving;
};

/** From the person choosing to sign out until that sign-out has left the session behind (useSignOut). */
let signingOutByChoice = false;

/** Runs the person's own sign-out: meanwhile a refusal of the session is this sign-out, not a second exit. */
export const whileSigningOutByChoice = async <T>(work: () => Promise<T>): Promise<T> => {
  signingOutByChoice = true;
  try {
    return await work();
  } finally {
    signingOutByChoice = false;
  }
};

/** For tests: a new page's state. */
export const resetLeaving = (): void => {
  leaving = null;
};

/** Route watcher check: a stored token that cannot be read signs the user out (an expired one is renewed instead). */
export const hasUnreadableToken = (): boolean => {
  const token = getToken();
  return token !== null && decodeToken(token) === null;
};
