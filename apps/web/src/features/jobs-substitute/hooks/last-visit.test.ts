import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../../../../test/tokens.ts';
import { setToken, signOut } from '../../../lib/session.ts';
import { isNewSince, recordShown, startVisit, useLastVisitBaseline, VISIT_GAP_MS } from './last-visit.ts';

const evening = Date.parse('2030-03-04T19:00:00Z');
const morning = Date.parse('2030-03-05T04:50:00Z');

describe('new since the last visit', () => {
  it('counts a job that reached the device after the last visit as new even when it was posted before it', () => {
    // 21:00 on the bus home, offline: the device only had jobs up to 18:00
    let memory = recordShown(startVisit(null, evening), ['2030-03-04T15:00:00.000Z', '2030-03-04T16:00:00.000Z'], evening);
    // next morning the 17:30 job (posted before that visit, but it reached the device overnight) is new
    memory = startVisit(memory, morning);
    expect(isNewSince(memory.baseline, { created: '2030-03-04T17:30:00.000Z' })).toBe(true);
    expect(isNewSince(memory.baseline, { created: '2030-03-04T16:00:00.000Z' })).toBe(false);
  });

  it('keeps the visit when the reader returns within 30 minutes, and drops a job once it was opened', () => {
    const first = recordShown(startVisit(startVisit(null, evening), morning), ['2030-03-05T04:00:00.000Z'], morning);
    const baseline = '2030-03-04T16:00:00.000Z';
    const again = startVisit({ ...first, baseline }, morning + VISIT_GAP_MS - 1);
    expect(again.baseline).toBe(baseline);
    expect(startVisit({ ...first, baseline }, morning + VISIT_GAP_MS).baseline).toBe('2030-03-05T04:00:00.000Z');
    expect(isNewSince(baseline, { created: '2030-03-05T04:00:00.000Z', viewedAt: '2030-03-05T04:51:00.000Z' })).toBe(false);
  });

  it('marks nothing on the first visit', () => {
    expect(startVisit(null, morning).baseline).toBeNull();
    expect(isNewSince(null, { created: '2030-03-05T04:00:00.000Z' })).toBe(false);
  });

  it('writes nothing back once the person has signed out (the list re-renders while the device is wiped)', async () => {
    setToken(tokenFor({ sub: 'acc-1' }));
    const { rerender, unmount } = renderHook(({ shown }) => useLastVisitBaseline('acc-1', shown), {
      initialProps: { shown: [{ created: '2030-03-05T04:00:00.000Z' }] as { created: string }[] },
    });
    expect(Object.keys(localStorage)).toContain('jobs-substitute.last-visit.acc-1');
    await signOut();
    localStorage.removeItem('jobs-substitute.last-visit.acc-1'); // as the wipe does
    rerender({ shown: [] });
    unmount();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('jobs-substitute.'))).toEqual([]);
  });
});
