import { identityShownVerified } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/query.ts';
import { identityShownVerifiedSql } from './identity-verified-sql.ts';

/** What a school sees as "identity verified", in SQL and in the domain, is one rule written twice: they must agree. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Row {
  identity_verified: boolean;
  first_name: string;
  last_name: string;
  profile: Record<string, unknown>;
  verified_given_name: string | null;
  verified_family_name: string | null;
  verified_birth_date: string | null;
}

const NAMES: Array<[string, string]> = [
  ['Vera', 'Vikström'],
  ['vera', 'VIKSTRÖM'],
  ['Maria', 'Vikström'],
  ['Vera Maria', 'Vikström'],
  ['Maria-Vera', ' Vikström '],
  ['Veera', 'Vikström'],
  ['Maria', 'Virtanen'],
  ['', 'Vikström'],
  ['\u200b', 'Vikström'],
  ['Vera\u200bMaria', 'Vikström'],
  ['Vera\u00a0Maria', 'Vikström'],
  ['Vera\tMaria\u3000', 'Vik\u2028ström'],
  ['Åsa', 'Öhman'],
  ['åsa', 'öhman'],
  ['A\u030asa', 'O\u0308hman'],
  ['Aino', 'Mäki-Kala'],
  ['Aino', 'Mäki Kala'],
  ['Aino', 'Mäkikala'],
  ['ÉLODIE', 'Lindström'],
];
const VERIFIED: Array<Pick<Row, 'verified_given_name' | 'verified_family_name' | 'verified_birth_date'>> = [
  { verified_given_name: 'Vera Maria', verified_family_name: 'Vikström', verified_birth_date: '1990-04-12' },
  { verified_given_name: 'Vera Maria', verified_family_name: 'Vikström', verified_birth_date: null },
  { verified_given_name: 'Åsa', verified_family_name: 'Öhman', verified_birth_date: '1990-04-12' },
  { verified_given_name: 'Aino\u00a0Ilona', verified_family_name: 'Mäki-Kala', verified_birth_date: null },
  { verified_given_name: 'Élodie', verified_family_name: 'lindström', verified_birth_date: null },
  { verified_given_name: null, verified_family_name: 'Vikström', verified_birth_date: null },
  { verified_given_name: null, verified_family_name: null, verified_birth_date: null },
];
const PROFILES: Array<Record<string, unknown>> = [{ birthDate: '19900412' }, { birthDate: '19910412' }, {}, { birthDate: 19900412 }];

describe('identityShownVerifiedSql', () => {
  it('answers as the domain on every combination of profile and verified identity', async () => {
    const rows: Row[] = NAMES.flatMap(([first_name, last_name]) =>
      VERIFIED.flatMap((verified) =>
        PROFILES.flatMap((profile) => [true, false].map((identity_verified) => ({ identity_verified, first_name, last_name, profile, ...verified }))),
      ),
    );
    const answered = await queryRows<{ shown: boolean }>(
      t.deps.database.db,
      sql`SELECT ${identityShownVerifiedSql(sql`acc`)} AS shown
        FROM jsonb_to_recordset(${JSON.stringify(rows.map((r, n) => ({ ...r, n })))}::jsonb) AS acc(identity_verified boolean, first_name text,
          last_name text, profile jsonb, verified_given_name text, verified_family_name text, verified_birth_date date, n int)
        ORDER BY acc.n`,
    );
    const expected = rows.map((r) => {
      const birth = r.profile['birthDate'];
      return identityShownVerified({
        identityVerified: r.identity_verified,
        profile: { firstName: r.first_name, lastName: r.last_name, birthDate: typeof birth === 'string' ? birth : undefined },
        verified:
          r.verified_given_name === null || r.verified_family_name === null
            ? null
            : { givenName: r.verified_given_name, familyName: r.verified_family_name, birthDate: r.verified_birth_date },
      });
    });
    expect(answered.map((r) => r.shown)).toEqual(expected);
    // both answers are really among them
    expect(expected.filter(Boolean).length).toBeGreaterThan(40);
    expect(expected.filter((e) => !e).length).toBeGreaterThan(400);
  });
});
