/** Small statistics for the benchmarks: percentiles, rates and ratios, rounded for printing. */

export const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** The nearest-rank percentile of an ascending list (0 for an empty one). */
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** The middle value (the nearest-rank 50th percentile; 0 for an empty list), in any order. */
export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

export const ratio = (value: number, baseline: number): number => (baseline === 0 ? 0 : round(value / baseline, 3));

/**
 * Runs `worker` in `concurrency` parallel loops until `durationMs` has passed (bounded: it always stops) and
 * returns every call's latency and the wall time.
 */
export async function closedLoop(concurrency: number, durationMs: number, worker: (loop: number) => Promise<void>) {
  const latencies: number[] = [];
  const start = performance.now();
  const deadline = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await worker(loop);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - start };
}

/** One printed line of the report: the figure, its baseline, the ratio and the goal. */
export interface BenchLine {
  name: string;
  figure: string;
  baseline: string;
  ratio: number | null;
  goal: string;
  met: boolean;
}
