import { describe, expect, it } from 'vitest';
import { conflictsWithin2h, gapMinutes, occurrences, overlapVerdict, overlapWith, type JobSchedule } from './overlap.ts';
import { MINUTES_PER_DAY, dayNumber, formatLocalDate, dateOfDayNumber, formatTimeOfDay } from './wall-clock.ts';

const job = (startDate: string, endDate: string, startTime: string, endTime: string): JobSchedule => ({
  startDate,
  endDate,
  startTime,
  endTime,
});
const day = (d: string, from: string, to: string): JobSchedule => job(d, d, from, to);

describe('occurrences', () => {
  it('gives one stint per day, in wall-clock minutes', () => {
    const occ = occurrences(job('2026-03-02', '2026-03-04', '08:00', '15:30'));
    expect(occ).toHaveLength(3);
    const base = dayNumber({ year: 2026, month: 3, day: 2 }) * MINUTES_PER_DAY;
    expect(occ[0]).toEqual({ start: base + 480, end: base + 930 });
    expect(occ[2]).toEqual({ start: base + 2 * MINUTES_PER_DAY + 480, end: base + 2 * MINUTES_PER_DAY + 930 });
  });

  it('runs past midnight when the end time is earlier than the start time', () => {
    const [occ] = occurrences(day('2026-03-02', '22:00', '06:00'));
    expect(occ && occ.end - occ.start).toBe(8 * 60);
  });

  it('treats equal start and end times as a 24-hour shift', () => {
    const [occ] = occurrences(day('2026-03-02', '07:00', '07:00'));
    expect(occ && occ.end - occ.start).toBe(MINUTES_PER_DAY);
  });

  it('crosses month and year ends and leap days', () => {
    expect(occurrences(job('2027-12-30', '2028-01-02', '08:00', '09:00'))).toHaveLength(4);
    expect(occurrences(job('2028-02-28', '2028-03-01', '08:00', '09:00'))).toHaveLength(3);
    expect(occurrences(job('2026-02-28', '2026-03-01', '08:00', '09:00'))).toHaveLength(2);
  });

  it.each([
    job('2026-03-04', '2026-03-02', '08:00', '09:00'),
    job('2026-02-30', '2026-03-02', '08:00', '09:00'),
    job('2026-03-02', '2026-03-02', '8:00', '09:00'),
    job('2026-03-02', '2026-03-02', '08:00', '24:00'),
  ])('refuses a malformed schedule %o', (bad) => {
    expect(() => occurrences(bad)).toThrow(RangeError);
  });
});

describe('gapMinutes and conflictsWithin2h', () => {
  it.each<[string, JobSchedule, JobSchedule, number, boolean]>([
    ['same day, exactly 2 h apart (allowed)', day('2026-03-02', '08:00', '10:00'), day('2026-03-02', '12:00', '14:00'), 120, false],
    ['same day, 1 h 55 min apart (refused)', day('2026-03-02', '08:00', '10:00'), day('2026-03-02', '11:55', '14:00'), 115, true],
    ['same day, the other order', day('2026-03-02', '12:00', '14:00'), day('2026-03-02', '08:00', '10:05'), 115, true],
    ['touching', day('2026-03-02', '08:00', '12:00'), day('2026-03-02', '12:00', '15:00'), 0, true],
    ['overlapping by 1 h', day('2026-03-02', '08:00', '12:00'), day('2026-03-02', '11:00', '15:00'), -60, true],
    ['one inside the other', day('2026-03-02', '08:00', '15:30'), day('2026-03-02', '10:00', '11:00'), -60, true],
    ['different days, far apart', day('2026-03-02', '08:00', '15:30'), day('2026-03-05', '08:00', '15:30'), 2 * 1440 + 990, false],
    ['evening then next morning, 16 h', day('2026-03-02', '08:00', '16:00'), day('2026-03-03', '08:00', '12:00'), 16 * 60, false],
    ['night shift into an early morning job, 1 h', day('2026-03-02', '22:00', '06:00'), day('2026-03-03', '07:00', '12:00'), 60, true],
    ['night shift and a job exactly 2 h after it', day('2026-03-02', '22:00', '06:00'), day('2026-03-03', '08:00', '12:00'), 120, false],
    ['evening job 2 h before a night shift', day('2026-03-02', '14:00', '20:00'), day('2026-03-02', '22:00', '06:00'), 120, false],
    ['job before midnight and one after, 1 h 30 min', day('2026-03-02', '18:00', '23:30'), day('2026-03-03', '01:00', '05:00'), 90, true],
    ['multi-day range vs a single day inside it', job('2026-03-02', '2026-03-06', '08:00', '12:00'), day('2026-03-04', '13:00', '15:00'), 60, true],
    ['multi-day range vs a single day after it', job('2026-03-02', '2026-03-06', '08:00', '12:00'), day('2026-03-09', '08:00', '12:00'), 3 * 1440 - 240, false],
    [
      'two ranges sharing days, afternoons vs mornings, 2 h',
      job('2026-03-02', '2026-03-06', '08:00', '11:00'),
      job('2026-03-04', '2026-03-10', '13:00', '16:00'),
      120,
      false,
    ],
    [
      'two ranges far apart in time',
      job('2026-01-05', '2026-01-09', '08:00', '15:30'),
      job('2026-06-01', '2026-06-05', '08:00', '15:30'),
      dayNumber({ year: 2026, month: 6, day: 1 }) * 1440 + 480 - (dayNumber({ year: 2026, month: 1, day: 9 }) * 1440 + 930),
      false,
    ],
  ])('%s', (_name, a, b, gap, conflict) => {
    expect(gapMinutes(a, b)).toBe(gap);
    expect(gapMinutes(b, a)).toBe(gap);
    expect(conflictsWithin2h(a, b)).toBe(conflict);
    expect(conflictsWithin2h(b, a)).toBe(conflict);
  });

  // Wall-clock arithmetic on purpose: in Helsinki clocks jump 03:00 → 04:00 on 2026-03-29 and
  // 04:00 → 03:00 on 2026-10-25. "2 hours apart" is read off the wall clock the substitute lives by.
  it.each<[string, JobSchedule, JobSchedule, number]>([
    ['spring forward: 01:00-02:00 then 04:00 reads 2 h (1 h real) and is allowed', day('2026-03-29', '01:00', '02:00'), day('2026-03-29', '04:00', '06:00'), 120],
    ['spring forward: night shift over the change keeps its wall-clock length', day('2026-03-28', '22:00', '06:00'), day('2026-03-29', '07:55', '12:00'), 115],
    ['fall back: 01:00-02:30 then 04:30 reads 2 h (3 h real)', day('2026-10-25', '01:00', '02:30'), day('2026-10-25', '04:30', '06:00'), 120],
    ['fall back: a day job on the change day vs the next morning', day('2026-10-25', '08:00', '15:30'), day('2026-10-26', '08:00', '15:30'), 1440 - 450],
  ])('DST change day: %s', (_name, a, b, gap) => {
    expect(gapMinutes(a, b)).toBe(gap);
    expect(conflictsWithin2h(a, b)).toBe(gap < 120);
  });
});

describe('overlapVerdict', () => {
  const chosenMonday = day('2026-03-02', '08:00', '15:30');
  const chosenWednesday = day('2026-03-04', '08:00', '15:30');

  it.each<[string, JobSchedule, JobSchedule[], 'ok' | 'partial' | 'full']>([
    ['no chosen jobs', day('2026-03-02', '08:00', '15:30'), [], 'ok'],
    ['same day, same hours', day('2026-03-02', '09:00', '12:00'), [chosenMonday], 'full'],
    ['same day, 2 h after (allowed)', day('2026-03-02', '17:30', '20:00'), [chosenMonday], 'ok'],
    ['same day, 1 h 55 min after', day('2026-03-02', '17:25', '20:00'), [chosenMonday], 'full'],
    ['week range over one chosen day', job('2026-03-02', '2026-03-06', '08:00', '15:30'), [chosenMonday], 'partial'],
    ['week range over two chosen days', job('2026-03-02', '2026-03-06', '08:00', '15:30'), [chosenMonday, chosenWednesday], 'partial'],
    ['two-day range fully covered by two chosen jobs', job('2026-03-02', '2026-03-03', '10:00', '12:00'), [chosenMonday, day('2026-03-03', '13:00', '14:00')], 'full'],
    [
      'range whose every day is near a chosen multi-day job',
      job('2026-03-02', '2026-03-04', '16:00', '18:00'),
      [job('2026-03-01', '2026-03-05', '08:00', '15:00')],
      'full',
    ],
    ['range next to a chosen one, 2 h apart every day', job('2026-03-02', '2026-03-04', '17:00', '19:00'), [job('2026-03-01', '2026-03-05', '08:00', '15:00')], 'ok'],
    ['night shift ending 1 h before a chosen morning job', day('2026-03-01', '22:00', '07:00'), [chosenMonday], 'full'],
    ['candidate on other days entirely', job('2026-03-09', '2026-03-13', '08:00', '15:30'), [chosenMonday, chosenWednesday], 'ok'],
  ])('%s → %s', (_name, candidate, chosen, verdict) => {
    expect(overlapVerdict(candidate, chosen)).toBe(verdict);
  });
});

describe('overlapWith', () => {
  const monday = { id: 'mon', ...day('2026-03-02', '08:00', '15:30') };
  const wednesday = { id: 'wed', ...day('2026-03-04', '08:00', '15:30') };
  const friday = { id: 'fri', ...day('2026-03-06', '17:30', '20:00') };

  it('names the chosen jobs that clash, with the same verdict as overlapVerdict', () => {
    const week = job('2026-03-02', '2026-03-06', '08:00', '15:30');
    // Friday evening starts exactly 2 h after the week's last day ends: allowed
    expect(overlapWith(week, [monday, wednesday, friday])).toEqual({ verdict: 'partial', clashes: [monday, wednesday] });
    expect(overlapWith(day('2026-03-02', '16:00', '18:00'), [friday, monday])).toEqual({ verdict: 'full', clashes: [monday] });
    // 1 h 55 min after Friday's end clashes; 2 h 30 min before its start does not
    expect(overlapWith(day('2026-03-06', '21:55', '23:00'), [friday])).toEqual({ verdict: 'full', clashes: [friday] });
    expect(overlapWith(day('2026-03-06', '06:00', '15:00'), [friday])).toEqual({ verdict: 'ok', clashes: [] });
  });
});

/** A small seeded generator (mulberry32), so failures reproduce. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('gapMinutes agrees with the brute-force definition', () => {
  const random = seeded(20261121);
  const pick = (n: number): number => Math.floor(random() * n);
  const randomJob = (): JobSchedule => {
    const first = dayNumber({ year: 2026, month: 3, day: 20 }) + pick(20);
    return {
      startDate: formatLocalDate(dateOfDayNumber(first)),
      endDate: formatLocalDate(dateOfDayNumber(first + pick(8))),
      startTime: formatTimeOfDay(pick(288) * 5),
      endTime: formatTimeOfDay(pick(288) * 5),
    };
  };
  const bruteForceGap = (a: JobSchedule, b: JobSchedule): number =>
    Math.min(...occurrences(a).flatMap((x) => occurrences(b).map((y) => Math.max(x.start, y.start) - Math.min(x.end, y.end))));

  it('on 2000 random pairs of jobs', () => {
    for (let i = 0; i < 2000; i += 1) {
      const a = randomJob();
      const b = randomJob();
      expect(gapMinutes(a, b), JSON.stringify([a, b])).toBe(bruteForceGap(a, b));
    }
  });
});
