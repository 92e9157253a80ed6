/** A page that came back within this time doubles the next one (a fast link and a server keeping up). */
export const QUICK_PAGE_MS = 1_000;

/**
 * The next page size of a device catching up. Fewer, bigger pages while pages come back quickly: the server reads
 * what is left of the reader's view once per page, and the device stores each page in one transaction (the first
 * sync of 10,000 jobs in `npm run bench` took ~15 % less time with pages of 2,000 then 4,000 than with 2,000 each).
 * After a slow page, or a failure, back to the first size: on patchy signal a big page is more to lose.
 */
export function nextCatchUpSize(current: number, elapsedMs: number | null, first: number, max: number): number {
  if (elapsedMs === null || elapsedMs > QUICK_PAGE_MS) return first;
  return Math.min(max, current * 2);
}
