import { describe, expect, it } from 'vitest';
import { initialSquareCrop } from './crop-geometry.ts';

describe('initialSquareCrop', () => {
  it('starts at 90% of the width, square and centred, on a portrait picture', () => {
    expect(initialSquareCrop(1000, 1500)).toEqual({ width: 900, height: 900, x: 50, y: 300 });
  });

  it('caps the square at the height of a wide picture', () => {
    expect(initialSquareCrop(2000, 1000)).toEqual({ width: 1000, height: 1000, x: 500, y: 0 });
  });

  it('is 90% of a square picture', () => {
    const crop = initialSquareCrop(800, 800);
    expect(crop.width / 800).toBeCloseTo(0.9);
    expect(crop.width).toBe(crop.height);
  });
});
