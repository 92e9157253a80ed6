import { describe, expect, it } from 'vitest';
import { median } from '../export/report-summary.ts';
import { fillFigures, fillFiguresQuerySchema, percentile, share } from './fill-figures.ts';

describe('median, percentile and share', () => {
  it.each([
    [[], null, null],
    [[7], 7, 7],
    [[10, 2], 6, 10],
    [[5, 1, 3], 3, 5],
    // ten values: p90 by nearest rank is the 9th smallest, a real job's time
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 55, 90],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 6, 10],
  ])('%j → median %s, p90 %s', (values, med, p90) => {
    expect(median(values)).toBe(med);
    expect(percentile(values, 90)).toBe(p90);
  });

  it('does not reorder its input and takes p100 as the largest', () => {
    const values = [3, 1, 2];
    expect(percentile(values, 100)).toBe(3);
    expect(percentile(values, 1)).toBe(1);
    expect(values).toEqual([3, 1, 2]);
  });

  it('answers no share for nothing posted', () => {
    expect(share(0, 0)).toBeNull();
    expect(share(3, 4)).toBe(0.75);
  });
});

describe('fillFigures', () => {
  it('takes schools together: counts add up, times are pooled before the median', () => {
    const figures = fillFigures([
      { posted: 4, filledBeforeStart: 3, minutesToFill: [5, 50, 8] },
      { posted: 2, filledBeforeStart: 0, minutesToFill: [600] },
      { posted: 0, filledBeforeStart: 0, minutesToFill: [] },
    ]);
    expect(figures).toEqual({ posted: 6, filledBeforeStart: 3, shareFilledBeforeStart: 0.5, medianMinutes: 29, p90Minutes: 600 });
  });

  it('has no rate and no times when nothing was posted', () => {
    expect(fillFigures([])).toEqual({ posted: 0, filledBeforeStart: 0, shareFilledBeforeStart: null, medianMinutes: null, p90Minutes: null });
  });
});

describe('fillFiguresQuerySchema', () => {
  it('takes a period of up to a year and says what is wrong with another', () => {
    expect(fillFiguresQuerySchema.safeParse({ from: '2030-01-01', to: '2030-12-31' }).success).toBe(true);
    const backwards = fillFiguresQuerySchema.safeParse({ from: '2030-02-01', to: '2030-01-01' });
    expect(backwards.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'Slutdatum före startdatum|Loppupäivä ennen alkupäivää']]);
    const long = fillFiguresQuerySchema.safeParse({ from: '2030-01-01', to: '2031-01-02' });
    expect(long.error?.issues.map((i) => i.path.join('.'))).toEqual(['to']);
    expect(fillFiguresQuerySchema.safeParse({ from: '2030-02-30', to: '2030-03-01' }).success).toBe(false);
  });
});
