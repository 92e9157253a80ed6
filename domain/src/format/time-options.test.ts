import { describe, expect, it } from 'vitest';
import { HOUR_OPTIONS, TIME_OPTIONS, disabledEndTimes, endTimeOptions, isEndTimeDisabled, minuteOptions, timeParts } from './time-options.ts';

describe('time options', () => {
  it('runs 00:00 to 23:55 in 5-minute steps', () => {
    expect(TIME_OPTIONS).toHaveLength(288);
    expect(TIME_OPTIONS[0]).toBe('00:00');
    expect(TIME_OPTIONS[1]).toBe('00:05');
    expect(TIME_OPTIONS.at(-1)).toBe('23:55');
    expect(TIME_OPTIONS).toContain('08:00');
    expect(TIME_OPTIONS).toContain('15:30');
  });

  it('disables end times not later than the start', () => {
    expect(isEndTimeDisabled('08:00', '08:00')).toBe(true);
    expect(isEndTimeDisabled('08:00', '07:55')).toBe(true);
    expect(isEndTimeDisabled('08:00', '08:05')).toBe(false);
    const disabled = disabledEndTimes('08:00');
    expect(disabled).toHaveLength(97); // 00:00 .. 08:00
    expect(disabled.at(-1)).toBe('08:00');
    expect(disabledEndTimes('00:00')).toEqual(['00:00']);
  });

  it('gives select options with flags', () => {
    const options = endTimeOptions('15:30');
    expect(options.find((o) => o.value === '15:30')).toEqual({ value: '15:30', disabled: true });
    expect(options.find((o) => o.value === '15:35')).toEqual({ value: '15:35', disabled: false });
  });

  it('disables everything for a malformed start', () => {
    expect(isEndTimeDisabled('8', '09:00')).toBe(true);
  });

  it('offers a 24-hour clock as hours and 5-minute steps, keeping a held minute off the steps', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect([HOUR_OPTIONS[0], HOUR_OPTIONS.at(-1)]).toEqual(['00', '23']);
    expect(minuteOptions('08:15')).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(minuteOptions('08:07')).toEqual(['00', '05', '07', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(minuteOptions('')).toHaveLength(12);
  });

  it('splits a time into its hour and minute', () => {
    expect(timeParts('08:07')).toEqual({ hour: '08', minute: '07' });
    expect(timeParts('23:55')).toEqual({ hour: '23', minute: '55' });
    expect(timeParts('24:00')).toBeNull();
    expect(timeParts('')).toBeNull();
  });
});
