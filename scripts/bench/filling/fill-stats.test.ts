/** Run: node --import tsx --test scripts/bench/filling/fill-stats.test.ts (the vitest `scripts` project reads only scripts/*.test.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gini, logNormal, percentile, prng } from './fill-stats.ts';

void test('gini: equal shares 0, one holder of everything (n-1)/n, a known mixed case', () => {
  assert.equal(gini([3, 3, 3, 3]), 0);
  assert.equal(gini([]), 0);
  assert.equal(gini([0, 0]), 0);
  assert.ok(Math.abs(gini([0, 0, 0, 10]) - 0.75) < 1e-12);
  // mean |xi-xj| over all 9 ordered pairs of [1,2,3] = 8/9; / (2·mean 2) = 2/9
  assert.ok(Math.abs(gini([3, 1, 2]) - 2 / 9) < 1e-12);
});

void test('percentile: nearest rank, in any order, NaN when empty', () => {
  const tens = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
  assert.equal(percentile(tens, 50), 5);
  assert.equal(percentile(tens, 90), 9);
  assert.equal(percentile(tens, 100), 10);
  assert.equal(percentile([4], 90), 4);
  assert.ok(Number.isNaN(percentile([], 50)));
});

void test('prng is seeded and log-normal keeps its median', () => {
  const a = prng(7);
  const b = prng(7);
  assert.deepEqual([a(), a(), a()], [b(), b(), b()]);
  const r = prng(1);
  const draws = Array.from({ length: 20_000 }, () => logNormal(r, 4, 0.8));
  assert.ok(Math.abs(percentile(draws, 50) - 4) < 0.2);
  assert.ok(draws.every((d) => d > 0));
});
