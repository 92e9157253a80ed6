import { describe, expect, it } from 'vitest';
import { outboxPayloadSchemas } from '../actions/outbox-actions.ts';
import { cancellationTiming, schoolCancelSchema, substituteCancelSchema } from './cancellation.ts';

const day = (startDate: string, startTime = '08:00', endDate = startDate) => ({ startDate, endDate, startTime, endTime: '15:30' });
// Monday 4 March 2030, 08:00 in Helsinki (UTC+2)
const now = new Date('2030-03-04T06:00:00Z');

describe('cancellation timing (Helsinki wall clock)', () => {
  it('is early 24 h or more before the start, late under 24 h, and refused once the job started', () => {
    expect(cancellationTiming(day('2030-03-05', '08:00'), now)).toBe('early');
    expect(cancellationTiming(day('2030-03-05', '07:55'), now)).toBe('late');
    expect(cancellationTiming(day('2030-03-04', '08:05'), now)).toBe('late');
    expect(cancellationTiming(day('2030-03-04', '08:00'), now)).toBe('started');
    // a job of several days that began yesterday has started, though its later days have not
    expect(cancellationTiming(day('2030-03-03', '08:00', '2030-03-08'), now)).toBe('started');
  });

  it('counts wall-clock hours across the spring DST change (30 → 31 March 2030)', () => {
    // 09:00 on the 30th to 08:00 on the 31st: 23 h on the wall clock (22 h elapsed) → late
    expect(cancellationTiming(day('2030-03-31', '08:00'), new Date('2030-03-30T07:00:00Z'))).toBe('late');
    expect(cancellationTiming(day('2030-03-31', '09:00'), new Date('2030-03-30T07:00:00Z'))).toBe('early');
  });
});

describe('cancellation payloads', () => {
  const job = '0190a4c4-5b4e-7d7e-9a3c-1b2c3d4e5f60';
  it('require a reason, trimmed, at most 500 characters, with sv|fi messages', () => {
    const blank = outboxPayloadSchemas.cancelBooking.safeParse({ jobId: job, reason: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Ange en orsak till avbokningen.|Kerro peruutuksen syy.');
    expect(outboxPayloadSchemas.cancelBooking.parse({ jobId: job, reason: ' Sjukt barn ' })).toEqual({ jobId: job, reason: 'Sjukt barn' });
    expect(outboxPayloadSchemas.cancelBooking.safeParse({ jobId: job, reason: 'x'.repeat(501) }).success).toBe(false);
    expect(outboxPayloadSchemas.cancelBooking.safeParse({ jobId: job, reason: 'a\u0000b' }).success).toBe(false);
    // nothing a reader would see: refused as no reason at all
    for (const invisible of ['\u200b', ' \u200b\u200d ', '\u202e', '\u00a0']) {
      const refused = outboxPayloadSchemas.cancelBooking.safeParse({ jobId: job, reason: invisible });
      expect(refused.error?.issues[0]?.message).toBe('Ange en orsak till avbokningen.|Kerro peruutuksen syy.');
    }
    expect(outboxPayloadSchemas.cancelBooking.parse({ jobId: job, reason: 'Sjuk\u200b' }).reason).toBe('Sjuk\u200b');
  });

  it('take the job as id or uniqueId online, and the booked person by e-mail for the school', () => {
    expect(substituteCancelSchema.parse({ uniqueId: job, reason: 'Sjuk' })).toEqual({ jobId: job, reason: 'Sjuk', email: undefined });
    expect(substituteCancelSchema.safeParse({ reason: 'Sjuk' }).success).toBe(false);
    expect(schoolCancelSchema.parse({ email: ' A@B.FI ', id: job, reason: 'Läraren är frisk' })).toEqual({ email: 'a@b.fi', id: job, reason: 'Läraren är frisk' });
    expect(schoolCancelSchema.safeParse({ email: 'a@b.fi', id: job }).success).toBe(false);
  });
});
