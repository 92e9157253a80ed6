import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '@vikariat/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A person's completed years on `today` as SQL, as the domain reads it (`parseBirthDate`, then `ageOn`): the birth
 * date is text YYYYMMDD with a year in BIRTH_YEAR_MIN..MAX and a real calendar date, else null; a person born on
 * 29 February has their birthday on 28 February in common years. A school sees the age with the profile while the
 * birth date itself is a contact field, so the school's job documents carry the age, built in Postgres beside the
 * applicant (decision 024). Nested CASEs: Postgres evaluates AND's operands in any order, and a cast of text that is
 * no number would fail the whole statement. `age-sql.pg.test.ts` holds it equal to the domain.
 */
export function ageSql(birthText: SQL, today: SQL): SQL {
  const year = sql`substr(b.t, 1, 4)::int`;
  const month = sql`substr(b.t, 5, 2)::int`;
  const day = sql`substr(b.t, 7, 2)::int`;
  const monthLength = sql`extract(day from (make_date(${year}, ${month}, 1) + interval '1 month' - interval '1 day'))::int`;
  const leap = sql`(extract(year from d.today)::int % 4 = 0 AND (extract(year from d.today)::int % 100 <> 0 OR extract(year from d.today)::int % 400 = 0))`;
  const birthdayDay = sql`CASE WHEN ${month} = 2 AND ${day} = 29 AND NOT ${leap} THEN 28 ELSE ${day} END`;
  const hadBirthday = sql`(extract(month from d.today)::int > ${month}
    OR (extract(month from d.today)::int = ${month} AND extract(day from d.today)::int >= ${birthdayDay}))`;
  return sql`(SELECT CASE WHEN b.t IS NULL OR b.t !~ '^[0-9]{8}$' THEN NULL
      ELSE CASE WHEN ${year} NOT BETWEEN ${BIRTH_YEAR_MIN} AND ${BIRTH_YEAR_MAX} OR ${month} NOT BETWEEN 1 AND 12 THEN NULL
      ELSE CASE WHEN ${day} NOT BETWEEN 1 AND ${monthLength} THEN NULL
      ELSE extract(year from d.today)::int - ${year} - CASE WHEN ${hadBirthday} THEN 0 ELSE 1 END END END END
    FROM (SELECT ${birthText} AS t) b, (SELECT ${today} AS today) d)`;
}
