/** The morning-rush simulation's pure statistics: a seeded PRNG, nearest-rank percentiles, the Gini coefficient. */

/** mulberry32: a small seeded PRNG, the same world on every run with the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A log-normal draw with the given median and spread (sigma of the underlying normal), by Box–Muller. */
export function logNormal(random: () => number, median: number, sigma: number): number {
  const u = Math.max(random(), Number.EPSILON);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return median * Math.exp(sigma * normal);
}

/** The nearest-rank p-th percentile (0 < p ≤ 100) of any list; NaN for an empty one (no figure, not zero). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/**
 * The Gini coefficient of non-negative amounts: 0 when everyone has the same, (n−1)/n when one has everything;
 * 0 for an empty list or all zeros. Mean absolute difference over twice the mean, by the sorted-rank formula.
 */
export function gini(values: readonly number[]): number {
  const n = values.length;
  const total = values.reduce((s, v) => s + v, 0);
  if (n === 0 || total === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const weighted = sorted.reduce((s, v, i) => s + (i + 1) * v, 0);
  return (2 * weighted) / (n * total) - (n + 1) / n;
}
