import { describe, expect, it } from 'vitest';
import { sosSchemaAt } from './job-schemas.ts';
import { endAfter, isSosStartPast, sosStartOptions, sosTimesAt, startMovedIntoPast } from './sos-times.ts';

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('an SOS cannot start in the past (beyond the minutes spent in the dialog)', () => {
  it.each([
    ['08:00', '08:00', false],
    ['08:00', '08:15', false],
    ['08:00', '08:16', true],
    ['09:30', '09:15', false],
    ['00:00', '23:59', true],
  ])('start %s at %s → past %s', (start, now, past) => {
    expect(isSosStartPast(start, at(now))).toBe(past);
  });

  it('the schema refuses a past start under `start`, and only with a clock', () => {
    const payload = { start: '08:00', end: '12:00' };
    const refused = sosSchemaAt(at('09:00')).safeParse(payload);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['start', 'Starttiden har redan passerat. Välj en senare tid.|Alkamisaika on jo mennyt. Valitse myöhäisempi aika.'],
    ]);
    expect(sosSchemaAt(at('07:50')).safeParse(payload).success).toBe(true);
    expect(sosSchemaAt(null).safeParse(payload).success).toBe(true);
  });

  it('disables the start options already past', () => {
    const options = sosStartOptions(at('10:02'));
    expect(options.find((o) => o.value === '09:45')?.disabled).toBe(true);
    expect(options.find((o) => o.value === '09:50')?.disabled).toBe(false);
    expect(options.find((o) => o.value === '23:55')?.disabled).toBe(false);
  });

  it('moves saved defaults that lie in the past to the next step from now, keeping an end still ahead', () => {
    expect(sosTimesAt('08:00', '15:30', at('07:30'))).toEqual({ start: '08:00', end: '15:30' });
    expect(sosTimesAt('08:00', '15:30', at('08:10'))).toEqual({ start: '08:00', end: '15:30' });
    expect(sosTimesAt('08:00', '15:30', at('10:02'))).toEqual({ start: '10:05', end: '15:30' });
    // the end no longer after the start: an hour later
    expect(sosTimesAt('08:00', '15:30', at('16:40'))).toEqual({ start: '16:40', end: '17:40' });
    // late in the evening: never past the last step of the day
    expect(sosTimesAt('08:00', '15:30', at('23:20'))).toEqual({ start: '23:20', end: '23:55' });
    expect(sosTimesAt('08:00', '15:30', at('23:58'))).toEqual({ start: '23:55', end: '23:55' });
  });
});

describe('endAfter: a new start never leaves an impossible end', () => {
  it.each([
    ['08:00', '15:30', '15:30'],
    ['17:00', '15:30', '18:00'],
    ['15:30', '15:30', '16:30'],
    ['23:30', '12:00', '23:55'],
  ])('start %s, end %s → %s', (start, end, expected) => {
    expect(endAfter(start, end)).toBe(expected);
  });
});

describe('an edit may keep a start already past, not move one into the past', () => {
  // 10:00 in Helsinki on 4 March 2030
  const now = new Date('2030-03-04T08:00:00Z');
  const sos = { startDate: '2030-03-04', startTime: '18:00', sos: true };
  it('keeps an unchanged start, even one already past, and a running job’s hours may be corrected', () => {
    expect(startMovedIntoPast({ startDate: '2030-03-01', startTime: '08:00', sos: false }, { startDate: '2030-03-01', startTime: '08:00' }, now)).toBeNull();
    expect(startMovedIntoPast({ startDate: '2030-03-01', startTime: '08:00', sos: false }, { startDate: '2030-03-01', startTime: '08:30' }, now)).toBeNull();
  });
  it('refuses a new start date before today under startDate, for any job', () => {
    expect(startMovedIntoPast({ ...sos, sos: false }, { startDate: '2001-01-01', startTime: '18:00' }, now)?.field).toBe('startDate');
    expect(startMovedIntoPast(sos, { startDate: '2030-03-03', startTime: '18:00' }, now)?.field).toBe('startDate');
  });
  it('refuses a start moved more than two years ahead; one already there may keep it', () => {
    expect(startMovedIntoPast({ ...sos, sos: false }, { startDate: '9999-12-31', startTime: '18:00' }, now)).toEqual({
      field: 'startDate',
      message: 'Ett vikariat kan börja högst två år framåt.|Sijaisuus voi alkaa enintään kahden vuoden päästä.',
    });
    expect(startMovedIntoPast({ ...sos, sos: false }, { startDate: '2032-03-04', startTime: '18:00' }, now)).toBeNull();
  });
  it('refuses an SOS start time moved into the past today under startTime, with the same 15 minutes of grace', () => {
    expect(startMovedIntoPast(sos, { startDate: '2030-03-04', startTime: '08:00' }, now)).toEqual({
      field: 'startTime',
      message: 'Starttiden har redan passerat. Välj en senare tid.|Alkamisaika on jo mennyt. Valitse myöhäisempi aika.',
    });
    expect(startMovedIntoPast(sos, { startDate: '2030-03-04', startTime: '09:45' }, now)).toBeNull();
    // a normal job keeps posting's rule: today at any hour
    expect(startMovedIntoPast({ ...sos, sos: false }, { startDate: '2030-03-04', startTime: '08:00' }, now)).toBeNull();
  });
});
