import { NAME_SEPARATORS } from '@vikariat/domain';
import { sql, type SQL } from 'drizzle-orm';

/** A name's words as the domain's `words` makes them: NFC, lower case, split at white space and hyphens. */
const words = (value: SQL): SQL => sql`array_remove(regexp_split_to_array(lower(normalize(${value}, NFC)), ${NAME_SEPARATORS}), '')`;

/**
 * What a school sees as "identity verified" (domain `identityShownVerified`) of the accounts row `account` (an alias),
 * for the documents built in Postgres (decision 024). Only an account verified with a name is compared, so the
 * unverified many cost nothing. `identity-verified-sql.pg.test.ts` holds it equal to the domain.
 */
export function identityShownVerifiedSql(account: SQL): SQL {
  const birth = sql`CASE WHEN jsonb_typeof(${account}.profile->'birthDate') = 'string' THEN ${account}.profile->>'birthDate' END`;
  return sql`(CASE WHEN ${account}.identity_verified AND ${account}.verified_given_name IS NOT NULL AND ${account}.verified_family_name IS NOT NULL
    THEN (SELECT cardinality(w.first) > 0 AND w.first <@ w.given AND array_to_string(w.last, ' ') = array_to_string(w.family, ' ')
        AND (${account}.verified_birth_date IS NULL OR COALESCE(${birth}, '') = to_char(${account}.verified_birth_date, 'YYYYMMDD'))
      FROM (SELECT ${words(sql`${account}.first_name`)} AS first, ${words(sql`${account}.verified_given_name`)} AS given,
        ${words(sql`${account}.last_name`)} AS last, ${words(sql`${account}.verified_family_name`)} AS family) w)
    ELSE false END)`;
}
