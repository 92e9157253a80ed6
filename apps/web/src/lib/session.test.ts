import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimsFor, tokenFor } from '../../test/tokens.ts';
import {
  decodeToken,
  getSession,
  hasUnreadableToken,
  isExpired,
  isLeaving,
  onSignOut,
  pageActions,
  replaceToken,
  setToken,
  setTokenAfterSignOut,
  signOut,
  signOutAndReload,
  subscribeLeaving,
  whileSigningOutByChoice,
  subscribeSession,
  TOKEN_KEY,
} from './session.ts';

describe('session', () => {
  afterEach(() => vi.useRealTimers());

  it('decodes the claims of a well-formed token, including non-ASCII names', () => {
    const claims = decodeToken(tokenFor({ firstName: 'Åsa', typeOfUser: 'principal' }));
    expect(claims?.firstName).toBe('Åsa');
    expect(claims?.typeOfUser).toBe('principal');
  });

  it('rejects malformed tokens and tokens whose claims do not match the schema', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    const bad = `x.${btoa(JSON.stringify({ sub: 'nope' }))}.y`;
    expect(decodeToken(bad)).toBeNull();
  });

  it('treats a token as expired from its exp second on', () => {
    const claims = claimsFor({ exp: 1_000 });
    expect(isExpired(claims, 999_999)).toBe(false);
    expect(isExpired(claims, 1_000_000)).toBe(true);
  });

  it('keeps the token in localStorage and exposes its claims', () => {
    setToken(tokenFor({ email: 'x@example.fi' }));
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    expect(getSession()?.email).toBe('x@example.fi');
  });

  it('still names the user of an expired token (renewed, not signed out); an unreadable one is signed out', () => {
    const now = Math.floor(Date.now() / 1000);
    setToken(tokenFor({ iat: now - 7200, exp: now - 1, email: 'x@example.fi' }));
    expect(getSession()?.email).toBe('x@example.fi');
    expect(hasUnreadableToken()).toBe(false);
    localStorage.setItem(TOKEN_KEY, 'not-a-token');
    expect(hasUnreadableToken()).toBe(true);
  });

  it('sign-out clears the token and runs every hook, even when one fails', async () => {
    setToken(tokenFor());
    const wiped: string[] = [];
    const offA = onSignOut(() => {
      throw new Error('broken hook');
    });
    const offB = onSignOut(() => {
      wiped.push('local database');
      return Promise.resolve();
    });
    await signOut();
    offA();
    offB();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getSession()).toBeNull();
    expect(wiped).toEqual(['local database']);
  });

  it('a sign-in while the previous person’s sign-out still wipes the device is stored after the wipe, not erased by it', async () => {
    setToken(tokenFor({ sub: '0190a5b2-7c3d-7e4f-8a9b-000000000001' }));
    let finishWipe!: () => void;
    const wipeMayEnd = new Promise<void>((resolve) => (finishWipe = resolve));
    // the local database's hook ends by clearing every per-user key, as wipeLocalData does
    const off = onSignOut(async () => {
      await wipeMayEnd;
      localStorage.removeItem(TOKEN_KEY);
    });
    const leaving = signOut();
    const next = tokenFor({ sub: '0190a5b2-7c3d-7e4f-8a9b-000000000002' });
    const signingIn = setTokenAfterSignOut(next);
    await Promise.resolve();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    finishWipe();
    await Promise.all([leaving, signingIn]);
    off();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(next);
  });

  it('a refused session covers the screen, wipes, then reloads once: the sign-in form never shows before the reload', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    setToken(tokenFor());
    const events: string[] = [];
    const offSession = subscribeSession(() => events.push('session changed'));
    const offLeaving = subscribeLeaving(() => events.push(`covered (${String(isLeaving())})`));
    let finishWipe: () => void = () => undefined;
    const offHook = onSignOut(
      () =>
        new Promise<void>((resolve) => {
          events.push('wipe started');
          finishWipe = resolve;
        }),
    );
    const first = signOutAndReload();
    const second = signOutAndReload(); // another 401 meanwhile shares the one exit
    await Promise.resolve();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    finishWipe();
    await Promise.all([first, second]);
    offSession();
    offLeaving();
    offHook();
    // no 'session changed': the screens keep what they show (under the cover) until the reload replaces them
    expect(events).toEqual(['covered (true)', 'wipe started']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a session refused while the person signs out by choice is that sign-out: no second exit, no reload', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    setToken(tokenFor());
    await whileSigningOutByChoice(async () => {
      // the server ended the session at their request: its socket says so before the sign-out's answer is read
      await signOutAndReload();
      expect(isLeaving()).toBe(false);
      await signOut();
    });
    expect(reload).not.toHaveBeenCalled();
    // afterwards a refusal is one again
    setToken(tokenFor());
    await signOutAndReload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('another tab', () => {
    /** What another tab's change to localStorage looks like here. */
    const fromOtherTab = (oldValue: string | null, newValue: string | null) => {
      if (newValue === null) localStorage.removeItem(TOKEN_KEY);
      else localStorage.setItem(TOKEN_KEY, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue, newValue }));
    };

    it('signing this account out, or another account in, reloads this tab: nothing of the account stays on screen', () => {
      const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
      const off = subscribeSession(() => undefined);
      const mine = tokenFor({ sub: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a01' });
      setToken(mine);
      fromOtherTab(mine, null);
      expect(reload).toHaveBeenCalledTimes(1);
      const other = tokenFor({ sub: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a02' });
      fromOtherTab(mine, other);
      expect(reload).toHaveBeenCalledTimes(2);
      off();
    });

    it('renewing the same account’s token only tells this tab’s listeners', () => {
      const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
      let told = 0;
      const off = subscribeSession(() => {
        told += 1;
      });
      const mine = tokenFor({ identityVerified: false });
      setToken(mine);
      told = 0;
      fromOtherTab(mine, tokenFor({ identityVerified: true }));
      expect(reload).not.toHaveBeenCalled();
      expect(told).toBe(1);
      expect(getSession()?.identityVerified).toBe(true);
      off();
    });
  });

  it('replaces the token only with one of the same person’s same session: a late answer never signs anyone back in', () => {
    const mine = tokenFor({ firstName: 'Anna' });
    const renewed = tokenFor({ firstName: 'Anna', image: 'new.png' });
    // signed out: a picture upload's or a renewal's answer arriving now is dropped
    localStorage.removeItem(TOKEN_KEY);
    expect(replaceToken(renewed)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // signed in: the same session's new token is stored
    setToken(mine);
    expect(replaceToken(renewed)).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
    // another person, or the same person's earlier session, never replaces the token signed in now
    expect(replaceToken(tokenFor({ sub: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4aff' }))).toBe(false);
    expect(replaceToken(tokenFor({ sid: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4aee' }))).toBe(false);
    expect(replaceToken('not-a-token')).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
    localStorage.removeItem(TOKEN_KEY);
  });
});
