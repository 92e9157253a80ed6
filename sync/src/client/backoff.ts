/** Exponential backoff with full jitter: attempt 0 → up to base ms, doubling to at most max. */
export function backoffDelay(attempt: number, baseMs = 500, maxMs = 30_000, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Cuts every backoff wait short at `wake` (the device's network came back): after a minute offline the waits have
 * grown to 30 s, and waiting them out left a phone that had its signal back showing stale data for that long.
 */
export function createWaker(): { sleep: (ms: number) => Promise<void>; wake: () => void } {
  let wake = () => undefined as void;
  let signal = new Promise<void>((resolve) => (wake = resolve));
  return {
    sleep: (ms) => Promise.race([sleep(ms), signal]),
    wake() {
      const woken = wake;
      signal = new Promise<void>((resolve) => (wake = resolve));
      woken();
    },
  };
}
