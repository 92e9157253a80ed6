import { describe, expect, it } from 'vitest';
import { nextCatchUpSize, QUICK_PAGE_MS } from './page-size.ts';

describe('nextCatchUpSize', () => {
  it('doubles after a quick page, up to the most a server answers', () => {
    expect(nextCatchUpSize(2_000, 300, 2_000, 5_000)).toBe(4_000);
    expect(nextCatchUpSize(4_000, QUICK_PAGE_MS, 2_000, 5_000)).toBe(5_000);
    expect(nextCatchUpSize(5_000, 10, 2_000, 5_000)).toBe(5_000);
  });

  it('goes back to the first size after a slow page or a failure', () => {
    expect(nextCatchUpSize(4_000, QUICK_PAGE_MS + 1, 2_000, 5_000)).toBe(2_000);
    expect(nextCatchUpSize(5_000, null, 2_000, 5_000)).toBe(2_000);
  });
});
