import { sql, type SQL } from 'drizzle-orm';

/**
 * A job's document: the fields every reader sees, kept as JSON text in `jobs.doc` by a trigger (decision 017), with
 * the reader's own fields spliced on (`fields`: a row of them over `jobs j`, turned into JSON as to_json writes it).
 * Postgres copies the stored text instead of building 21 fields per job per pull; the reason, the phone and the files
 * depend on the reader and are never in `doc`.
 */
export const documentsOf = (ids: SQL, fields: SQL, joins: SQL = sql``): SQL => sql`SELECT left(j.doc, -1) || ',' || substr(to_json(r)::text, 2) AS doc
  FROM jobs j ${joins} CROSS JOIN LATERAL (${fields}) r WHERE j.id IN (${ids})`;
