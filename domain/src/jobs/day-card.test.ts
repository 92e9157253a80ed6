import { describe, expect, it } from 'vitest';
import { dayCardSaveSchema, dayCardSchema, EMPTY_DAY_CARD, isDayCardEmpty, needsDayCard, storedDayCard } from './day-card.ts';

const job = { startDate: '2026-12-01', endDate: '2026-12-01', startTime: '08:00', endTime: '14:00' };
// 2026-11-30 09:00 in Helsinki (UTC+2)
const dayBefore = new Date('2026-11-30T07:00:00Z');

describe('the day card', () => {
  it('fills missing fields with empty text and trims', () => {
    expect(dayCardSchema.parse({ reportTo: '  Expeditionen ' })).toEqual({ ...EMPTY_DAY_CARD, reportTo: 'Expeditionen' });
  });

  it('refuses too long fields and a phone that is not one, with the field named', () => {
    const result = dayCardSaveSchema.safeParse({ id: 'a2b1f1c0-0000-4000-8000-000000000001', room: 'x'.repeat(101), contactPhone: 'call me' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['room', 'contactPhone']));
  });

  it('accepts a Finnish phone in the usual forms', () => {
    expect(dayCardSchema.safeParse({ contactPhone: '+358 40 123 4567' }).success).toBe(true);
    expect(dayCardSchema.safeParse({ contactPhone: '09-123 456' }).success).toBe(true);
  });

  it('is empty with only blanks, and is stored as null then', () => {
    expect(isDayCardEmpty(null)).toBe(true);
    expect(isDayCardEmpty({ ...EMPTY_DAY_CARD, lunch: '   ' })).toBe(true);
    expect(isDayCardEmpty({ ...EMPTY_DAY_CARD, lunch: 'Matsalen 11.15' })).toBe(false);
    expect(storedDayCard(EMPTY_DAY_CARD)).toBeNull();
  });
});

describe('needsDayCard: the school is warned', () => {
  it('when someone is booked, the start is within 24 h and the card is empty', () => {
    expect(needsDayCard({ ...job, chosenId: 'p', dayCard: null }, dayBefore)).toBe(true);
  });

  it('not when nobody is booked, the card is filled, the start is further away or has passed', () => {
    expect(needsDayCard({ ...job, chosenId: null, dayCard: null }, dayBefore)).toBe(false);
    expect(needsDayCard({ ...job, chosenId: 'p', dayCard: { ...EMPTY_DAY_CARD, reportTo: 'Expeditionen' } }, dayBefore)).toBe(false);
    expect(needsDayCard({ ...job, chosenId: 'p', dayCard: null }, new Date('2026-11-30T05:59:00Z'))).toBe(false);
    expect(needsDayCard({ ...job, chosenId: 'p', dayCard: null }, new Date('2026-12-01T06:00:00Z'))).toBe(false);
  });
});
