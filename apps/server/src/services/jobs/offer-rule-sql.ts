import { foldJobRule, type OfferFact, type OfferRule } from '@vikariat/domain';
import { sql, type SQL } from 'drizzle-orm';
import { jobReaderFacts } from './job-rule-sql.ts';

/**
 * The domain's offer rules (`OFFER_RULES`, domain/src/filling/offer-waves.ts) as SQL over one job `j` (its school `s`)
 * and the substitutes `a` of a query over accounts: the job rule's facts (`jobReaderFacts`) and the filling facts below,
 * each a boolean that is never NULL. The SQL functions are migration 0031's copies of the domain's overlap rule and
 * availability (`jobs_within_2h`, `job_availability`); `offer-waves.pg.test.ts` holds them to the domain's on data.
 */
export type OfferFactSql = Readonly<Partial<Record<OfferFact, SQL>>>;

export function offerFactsSql(now: SQL): OfferFactSql {
  const chosenElsewhere = sql`o.chosen_id = a.id AND o.id <> j.id AND o.deleted_at IS NULL`;
  return {
    ...jobReaderFacts(now),
    bookedNear: sql`EXISTS (SELECT 1 FROM jobs o WHERE ${chosenElsewhere}
      AND jobs_within_2h(j.start_date, j.end_date, j.start_time, j.end_time, o.start_date, o.end_date, o.start_time, o.end_time))`,
    bookedDay: sql`EXISTS (SELECT 1 FROM jobs o WHERE ${chosenElsewhere} AND o.start_date <= j.end_date AND o.end_date >= j.start_date)`,
    // the person's own active record, or a school's recorded view of the extract, valid through the job's last day
    recordValid: sql`COALESCE(GREATEST(
        CASE WHEN a.profile->'policeRecord'->'isActive' = 'true'::jsonb THEN safe_date(a.profile->'policeRecord'->>'expirationDate') END,
        (SELECT max(c.valid_until)::date FROM criminal_record_checks c WHERE c.substitute_id = a.id)) >= j.end_date, false)`,
    preferred: sql`EXISTS (SELECT 1 FROM school_preferred sp WHERE sp.school_id = j.school_id AND sp.account_id = a.id)`,
    workedBefore: sql`EXISTS (SELECT 1 FROM jobs w WHERE w.school_id = j.school_id AND w.chosen_id = a.id AND w.id <> j.id AND w.expire <= ${now})`,
    freeYes: sql`job_availability(a.id, j.start_date, j.end_date, j.start_time, j.end_time) = 'yes'`,
    freeNo: sql`job_availability(a.id, j.start_date, j.end_date, j.start_time, j.end_time) = 'no'`,
  };
}

/** An offer rule (`OFFER_RULES`, or a part of one: `WAVE_TESTS`) as SQL. */
export function offerRuleSql(rule: OfferRule, facts: OfferFactSql): SQL {
  const leaf = (fact: OfferFact) => {
    const expression = facts[fact];
    if (expression === undefined) throw new Error(`the fact ${fact} has no SQL in this query`);
    return sql`(${expression})`;
  };
  return foldJobRule<SQL, OfferFact>(rule, leaf, {
    not: (value) => sql`(NOT ${value})`,
    all: (values) => sql`(${sql.join(values, sql` AND `)})`,
    any: (values) => sql`(${sql.join(values, sql` OR `)})`,
  });
}
