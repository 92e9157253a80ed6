import { sql, type SQL } from 'drizzle-orm';
import type { ChangePage, PageOptions, SyncDoc } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { CallerRow } from '../../services/auth/sessions.ts';
import type { SyncReader } from '../reader.ts';

/**
 * The shared paging of every projection, in ONE statement (one snapshot, one round trip). `changed` selects
 * `(id, eff, visible)`: every document whose projection may have changed after the checkpoint, `eff` being the
 * highest change number among the rows it is built from. Several documents may share an `eff` (an
 * applicant's account feeds all their applications), so a page never ends inside a tie: it holds every row up
 * to the limit-th `eff`. `docs` builds the visible documents of the page from a set of ids, each with
 * `_deleted: false`; the rest go out as tombstones. With `documentsAsText` the documents stay the JSON text
 * Postgres wrote (`documentsText`), never parsed here. Only documents whose `eff` is below the snapshot's commit
 * watermark are paged (decision 040): a transaction still running may yet commit a lower number than one above it.
 * The view (`viewIds`) still counts those held back, or a device holding one would drop it as out of view meanwhile.
 */
export async function pageOfChanges(
  db: Executor,
  reader: SyncReader,
  changed: SQL,
  limit: number,
  options: PageOptions,
  docs: (ids: SQL) => SQL,
  /** `changed` also selects `held`: false where the reader's device cannot hold the document (no tombstone due) */
  heldColumn = false,
): Promise<ReaderPage> {
  const query: PageQuery = { db, reader, changed, limit, options, docs, heldColumn };
  let result = await readPage(query);
  // Rows above the watermark wait for a transaction that is still running, usually for a few milliseconds: a page
  // that holds all there is below the watermark is read again shortly before the device is told to come back.
  for (const pause of HELD_BACK_PAUSES_MS) {
    if (result?.beyond !== true || result.cut) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    result = await readPage(query);
  }
  return pageOf(result, reader, options);
}

/** How long a pull waits, each time, for the writers that hold rows above its watermark back (decision 040). */
const HELD_BACK_PAUSES_MS = [5, 20, 50];

interface PageQuery {
  db: Executor;
  reader: SyncReader;
  changed: SQL;
  limit: number;
  options: PageOptions;
  docs: (ids: SQL) => SQL;
  heldColumn: boolean;
}

type PageRow = {
  rows: Array<{ id: string; eff: string | number; visible: boolean }>;
  docs: SyncDoc[] | string | null;
  built: string | number;
  top: string | number | null;
  cut: boolean;
  remaining: string | number;
  view: string[] | null;
  caller: CallerRow | null;
  /** a document changed at or above the watermark: pull again once its transaction has ended */
  beyond: boolean;
};

async function readPage({ db, reader, changed, limit, options, docs, heldColumn }: PageQuery): Promise<PageRow | undefined> {
  const [result] = await queryRows<PageRow>(
    db,
    sql`WITH ${reader.callerRow === undefined ? sql`` : sql`caller AS (${reader.callerRow}),`}
      watermark AS MATERIALIZED (SELECT sync_watermark() AS w),
      unbounded AS (${changed}),
      base AS (SELECT * FROM unbounded WHERE eff < (SELECT w FROM watermark)),
      filtered AS (SELECT id::text AS id, eff, visible FROM base ${filterOf(options, heldColumn)}),
      cut AS (SELECT eff FROM filtered ORDER BY eff LIMIT 1 OFFSET ${limit - 1}),
      page AS (SELECT id, eff, visible FROM filtered WHERE NOT EXISTS (SELECT 1 FROM cut) OR eff <= (SELECT eff FROM cut)),
      docs AS (${docs(sql`SELECT id::uuid FROM page WHERE visible`)}),
      built AS (SELECT '[' || COALESCE(string_agg(doc::text, ','), '') || ']' AS docs, count(*) AS n FROM docs)
    SELECT COALESCE((SELECT json_agg(json_build_object('id', id, 'eff', eff, 'visible', visible) ORDER BY eff, id) FROM page), '[]'::json) AS rows,
      (SELECT docs${options.documentsAsText === true ? sql`` : sql`::json`} FROM built) AS docs, (SELECT n FROM built) AS built,
      (SELECT max(eff) FROM base) AS top, EXISTS (SELECT 1 FROM cut) AS cut,
      (SELECT count(*) FROM filtered) - (SELECT count(*) FROM page) AS remaining,
      ${options.viewIds ? sql`(SELECT json_agg(id::text) FROM unbounded WHERE visible)` : sql`NULL::json`} AS view,
      ${reader.callerRow === undefined ? sql`NULL::jsonb` : sql`(SELECT to_jsonb(c) FROM caller c)`} AS caller,
      EXISTS (SELECT 1 FROM unbounded WHERE eff >= (SELECT w FROM watermark)) AS beyond`,
  );
  return result;
}

function pageOf(result: PageRow | undefined, reader: SyncReader, options: PageOptions): ReaderPage {
  const rows = result?.rows ?? [];
  const text = result?.docs ?? null;
  const visible = rows.filter((row) => row.visible);
  let page: ChangePage;
  if (typeof text === 'string' && Number(result?.built) === visible.length) {
    // one document per visible row (the same snapshot): the text goes out as it is, tombstones beside it
    const lastSeq = visible.reduce((highest, row) => Math.max(highest, Number(row.eff)), 0);
    const changes = rows.filter((row) => !row.visible).map((row) => ({ seq: Number(row.eff), doc: { id: row.id, _deleted: true } }));
    page = { changes, documentsText: { json: text, count: visible.length, lastSeq }, remaining: Number(result?.remaining ?? 0) };
  } else {
    const byId = new Map<string, SyncDoc>();
    for (const doc of typeof text === 'string' ? (JSON.parse(text) as SyncDoc[]) : (text ?? [])) byId.set(doc.id, doc);
    const changes = rows.map((row) => ({ seq: Number(row.eff), doc: byId.get(row.id) ?? { id: row.id, _deleted: true } }));
    page = { changes, remaining: Number(result?.remaining ?? 0) };
  }
  // the highest change number the snapshot considered: the checkpoint may pass it when the whole range was read
  // (skipped documents were invisible on a pull from zero); on a pull from zero it is the head quietTo is set to
  const top = result?.top === null || result?.top === undefined ? undefined : Number(result.top);
  if (top !== undefined && result?.cut === false) page.scannedTo = top;
  if (top !== undefined && !options.tombstones) page.head = top;
  if (options.viewIds) page.viewIds = result?.view ?? [];
  if (result?.beyond === true) page.heldBack = true;
  return reader.callerRow === undefined ? page : { ...page, caller: result?.caller ?? null };
}

/** Which rows of `base` a page may hold: visible ones, and tombstones where the device may hold the document. */
function filterOf(options: PageOptions, heldColumn: boolean): SQL {
  if (!options.tombstones) return sql`WHERE visible`;
  const mayHold = [...(options.quietTo === undefined ? [] : [sql`eff > ${options.quietTo}`]), ...(heldColumn ? [sql`held`] : [])];
  return mayHold.length === 0 ? sql`` : sql`WHERE visible OR (${sql.join(mayHold, sql` AND `)})`;
}

/** A page, and in a one-statement pull the caller row the statement read (null: no live session). */
export type ReaderPage = ChangePage & { caller?: CallerRow | null };

/** `ids` JSON as a uuid[] for `= ANY(...)`. */
export const uuidArray = (idsJson: string) => sql`ARRAY(SELECT jsonb_array_elements_text(${idsJson}::jsonb)::uuid)`;

/** `column > after` written as a closed range (see decision 010: a generic plan estimates it as narrow). */
export const seqAfter = (column: SQL, after: number) => sql`${column} BETWEEN ${after + 1} AND ${Number.MAX_SAFE_INTEGER}`;
