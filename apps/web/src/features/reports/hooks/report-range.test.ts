import { describe, expect, it } from 'vitest';
import { chartNumber, monthLabel, percent, periodRange } from './report-range.ts';

describe('report periods', () => {
  it('covers whole months up to the end of the current one', () => {
    const today = new Date(2026, 10, 21);
    expect(periodRange('3m', today)).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    expect(periodRange('12m', today)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(periodRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('formats months and shares', () => {
    expect(monthLabel('2026-03')).toBe('03/2026');
    expect(percent(0.756)).toBe('76 %');
  });

  it('writes chart ticks and tooltips with a decimal comma', () => {
    expect([1.5, 0.75, 12, '2.25', null].map(chartNumber)).toEqual(['1,5', '0,8', '12', '2,3', '–']);
  });
});
