import { describe, expect, it } from 'vitest';
import { addTempSchema, chooseSchema, sosSchema, updateTempSchema } from './job-schemas.ts';

const today = '2026-03-10';
const valid = { startDate: '2026-03-10', startTime: '08:00', endTime: '15:30', typeOfTemp: 1 };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('addTempSchema', () => {
  it('defaults the end date to the start date and fills defaults', () => {
    const r = addTempSchema(today).parse(valid);
    expect(r).toMatchObject({ endDate: '2026-03-10', subjects: [], reason: '', typeOfTemp: 1 });
  });
  it('accepts typeOfTemp as an object', () => {
    expect(addTempSchema(today).parse({ ...valid, typeOfTemp: { val: 3, name_swe: 'x' } }).typeOfTemp).toBe(3);
  });
  it.each([
    [{ startDate: '2026-03-09' }, 'startDate'],
    [{ endDate: '2026-03-09' }, 'endDate'],
    // 367 days, and a year-9999 end: a job's days are walked one by one
    [{ endDate: '2027-03-11' }, 'endDate'],
    [{ endDate: '9999-12-31' }, 'endDate'],
    [{ endTime: '08:00' }, 'endTime'],
    [{ endTime: '07:00' }, 'endTime'],
    [{ startTime: '08:03' }, 'startTime'],
    [{ typeOfTemp: 99 }, 'typeOfTemp'],
    [{ typeOfTemp: undefined }, 'typeOfTemp'],
    [{ typeOfTemp: 17 }, 'otherTxt'],
    [{ school: 'x' }, 'school'],
    [{ fromAdminType: 'News' }, 'fromAdminType'],
  ])('refuses %o on %s', (patch, field) => {
    expect(issues(addTempSchema(today).safeParse({ ...valid, ...patch }))).toContain(field);
  });
  it('accepts a start at most two years ahead, and refuses one further (the year 9999 sat in every feed)', () => {
    expect(addTempSchema(today).parse({ ...valid, startDate: '2028-03-10', endDate: '2028-03-10' }).startDate).toBe('2028-03-10');
    const far = addTempSchema(today).safeParse({ ...valid, startDate: '9999-12-31', endDate: '9999-12-31' });
    expect(far.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['startDate', 'Ett vikariat kan börja högst två år framåt.|Sijaisuus voi alkaa enintään kahden vuoden päästä.'],
    ]);
    expect(issues(addTempSchema(today).safeParse({ ...valid, startDate: '2028-03-11', endDate: '2028-03-11' }))).toEqual(['startDate']);
  });
  it('accepts a job of at most 366 days, first day to last', () => {
    expect(addTempSchema(today).parse({ ...valid, endDate: '2027-03-10' }).endDate).toBe('2027-03-10');
    const tooLong = addTempSchema(today).safeParse({ ...valid, endDate: '2027-03-11' });
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual(['Ett vikariat kan vara högst 366 dagar.|Sijaisuus voi kestää enintään 366 päivää.']);
    expect(issues(updateTempSchema.safeParse({ ...valid, id: '0190a5b2-7c3d-7e4f-8a9b-0000000000c1', endDate: '9999-12-31' }))).toEqual(['endDate']);
  });
  it('accepts type 17 with its text', () => {
    expect(addTempSchema(today).safeParse({ ...valid, typeOfTemp: 17, otherTxt: 'Simlärare' }).success).toBe(true);
  });
});

describe('updateTempSchema', () => {
  it('allows a start in the past (the job already runs)', () => {
    expect(updateTempSchema.safeParse({ ...valid, id: '0190f1a2-0000-7000-8000-000000000000', startDate: '2020-01-01' }).success).toBe(true);
  });
});

describe('sosSchema and chooseSchema', () => {
  it('needs the end after the start', () => {
    expect(issues(sosSchema.safeParse({ start: '10:00', end: '09:00' }))).toContain('end');
    expect(sosSchema.safeParse({ start: '10:00', end: '12:00' }).success).toBe(true);
  });
  it('lower-cases the applicant e-mail', () => {
    expect(chooseSchema.parse({ email: 'A@B.FI', id: '0190f1a2-0000-7000-8000-000000000000' }).email).toBe('a@b.fi');
  });
});
