import { describe, expect, it } from 'vitest';
import { tokenFor } from '../../../../test/tokens.ts';
import { clearUserStorage } from '../../../db/device-wipe.ts';
import { setToken } from '../../../lib/session.ts';
import { dismissedNoticeKeys, dismissNotice, MAX_DISMISSED, restoreNotice } from './dismissed-notices.ts';

const ANNA = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b';
const BO = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4b00';

describe('dismissed notices', () => {
  it('are remembered per user: another person on the device sees every notice', () => {
    setToken(tokenFor({ sub: ANNA }));
    dismissNotice(ANNA, 'n1@abc');
    expect([...dismissedNoticeKeys(ANNA)]).toEqual(['n1@abc']);
    setToken(tokenFor({ sub: BO }));
    expect(dismissedNoticeKeys(BO).size).toBe(0);
    // nobody writes another person's list, nor anyone's once signed out
    dismissNotice(ANNA, 'n2@abc');
    localStorage.removeItem('token');
    dismissNotice(BO, 'n1@abc');
    expect([...dismissedNoticeKeys(ANNA)]).toEqual(['n1@abc']);
    expect(dismissedNoticeKeys(BO).size).toBe(0);
  });

  it('go with the rest of the person at sign-out (a shared device keeps nothing of them)', () => {
    setToken(tokenFor({ sub: ANNA }));
    dismissNotice(ANNA, 'n1@abc');
    clearUserStorage();
    expect(dismissedNoticeKeys(ANNA).size).toBe(0);
  });

  it('can be undone, and keep only the newest', () => {
    setToken(tokenFor({ sub: ANNA }));
    dismissNotice(ANNA, 'n1@abc');
    dismissNotice(ANNA, 'n2@abc');
    restoreNotice(ANNA, 'n1@abc');
    expect([...dismissedNoticeKeys(ANNA)]).toEqual(['n2@abc']);
    for (let i = 0; i < MAX_DISMISSED + 5; i += 1) dismissNotice(ANNA, `x${i}@abc`);
    const kept = dismissedNoticeKeys(ANNA);
    expect(kept.size).toBe(MAX_DISMISSED);
    expect(kept.has(`x${MAX_DISMISSED + 4}@abc`)).toBe(true);
    expect(kept.has('n2@abc')).toBe(false);
  });

  it('read a damaged entry as nothing dismissed', () => {
    localStorage.setItem(`jobs-substitute.dismissed-notices.${ANNA}`, '{not json');
    expect(dismissedNoticeKeys(ANNA).size).toBe(0);
  });
});
