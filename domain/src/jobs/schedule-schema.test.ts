import { describe, expect, it } from 'vitest';
import { jobScheduleSchema } from './schedule-schema.ts';

describe('jobScheduleSchema', () => {
  const valid = { startDate: '2026-03-02', endDate: '2026-03-04', startTime: '08:00', endTime: '15:30' };

  it('accepts a schedule, including a one-day job', () => {
    expect(jobScheduleSchema.safeParse(valid).success).toBe(true);
    expect(jobScheduleSchema.safeParse({ ...valid, endDate: '2026-03-02' }).success).toBe(true);
  });

  it('refuses an end date before the start date, on endDate', () => {
    const result = jobScheduleSchema.safeParse({ ...valid, endDate: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'Slutdatumet kan inte vara före startdatumet.|Päättymispäivä ei voi olla ennen alkamispäivää.',
    });
  });

  it.each([{ startDate: '2026-02-30' }, { endDate: '02.03.2026' }, { startTime: '8:00' }, { endTime: '24:00' }])('refuses malformed %o', (patch) => {
    expect(jobScheduleSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
});
