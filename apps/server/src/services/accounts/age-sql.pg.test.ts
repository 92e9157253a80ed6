import { ageOn, parseBirthDate, parseLocalDate } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/query.ts';
import { ageSql } from './age-sql.ts';

/** The SQL age and the domain's (`parseBirthDate` + `ageOn`) are one rule written twice: they must answer the same. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BIRTHS = [
  '19900101',
  '19900304',
  '19900305',
  '19900303',
  '20000229',
  '19960229',
  '20010229',
  '19001231',
  '18991231',
  '21000101',
  '20991231',
  '19901301',
  '19900001',
  '19900100',
  '19900431',
  '19900430',
  '1990010',
  '199001011',
  'abcdefgh',
  '1990-01-01',
  '',
  ' 19900101',
  '00000000',
];
const TODAYS = ['2030-03-04', '2030-02-28', '2028-02-28', '2028-02-29', '2029-03-01', '2030-12-31', '2031-01-01', '1990-01-01'];

describe('ageSql', () => {
  it('answers as the domain on every pair of birth text and day, null for what is no birth date', async () => {
    const pairs = BIRTHS.flatMap((birth) => TODAYS.map((today) => ({ birth, today })));
    const rows = await queryRows<{ birth: string; today: string; age: number | null }>(
      t.deps.database.db,
      sql`SELECT p.birth, p.today, ${ageSql(sql`p.birth`, sql`p.today::date`)} AS age
        FROM jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) AS p(birth text, today text)`,
    );
    const expected = pairs.map(({ birth, today }) => {
      const date = parseBirthDate(birth);
      const day = parseLocalDate(today);
      return { birth, today, age: date === null || day === null ? null : ageOn(date, day) };
    });
    expect(rows.map((r) => ({ ...r, age: r.age === null ? null : Number(r.age) }))).toEqual(expected);
    // the edge cases are really among them
    expect(expected.filter((e) => e.age === null).length).toBeGreaterThan(10 * TODAYS.length);
    expect(expected.find((e) => e.birth === '20000229' && e.today === '2030-02-28')?.age).toBe(30);
  });

  it('is null for a missing birth date', async () => {
    const [row] = await queryRows<{ age: number | null }>(t.deps.database.db, sql`SELECT ${ageSql(sql`NULL::text`, sql`'2030-03-04'::date`)} AS age`);
    expect(row?.age).toBeNull();
  });
});
