import type { Checkpoint, PullRequest, PullResponse, SyncDoc } from '../protocol.ts';

/** A document as the source holds it: the reader's projection and the change number it was last changed at. */
export interface SourceChange<D extends SyncDoc = SyncDoc> {
  seq: number;
  doc: D;
}

/**
 * What a pull needs from storage, per reader and collection. The server implements it with SQL over the
 * hole-free change numbers; tests implement it in memory.
 */
export interface PullSource<D extends SyncDoc = SyncDoc> {
  /**
   * The fingerprint of the reader's view (regions, schools, blocks, role), asked after `changesSince`: a source
   * that reads the reader in the page's own statement knows it only then (and page and scope agree).
   */
  scope(): Promise<string>;
  /**
   * Documents whose projection may have changed after `afterSeq`, ascending by seq, at most `limit`.
   * `tombstones` is false on a pull from zero: a fresh device needs no deletions; with `quietTo`, only documents
   * changed above it are sent as tombstones. `viewIds` (only from zero) also lists every id in the view, read in
   * the same snapshot as the page.
   */
  changesSince(afterSeq: number, limit: number, options: PageOptions): Promise<ChangePage<D>>;
}

export interface PageOptions {
  tombstones: boolean;
  quietTo?: number;
  viewIds: boolean;
  /** the caller sends the page on as JSON: a source holding documents as JSON text may give them as `documentsText` */
  documentsAsText?: boolean;
}

/**
 * Visible documents a source holds as JSON text already (the server: the array Postgres wrote), passed on as they
 * are instead of parsed and written again: for a first sync of 10,000 jobs that was ~120 ms of the server's CPU,
 * on the cores the device's writes share in the benchmark. Each has `_deleted: false`; order is not kept (a page is
 * stored as a whole).
 */
export interface DocumentsText {
  /** a JSON array */
  json: string;
  count: number;
  /** the highest change number among them */
  lastSeq: number;
}

/** One page of changes; `scannedTo` when the source read its whole range (nothing after the page below it). */
export interface ChangePage<D extends SyncDoc = SyncDoc> {
  changes: Array<SourceChange<D>>;
  scannedTo?: number;
  /** on a pull from zero: the highest change number among the documents the snapshot considered, visible or not */
  head?: number;
  /** how many more documents wait after this page (a progress hint for the first sync) */
  remaining?: number;
  viewIds?: string[];
  /** only when asked (`documentsAsText`): visible documents as text, the rest (tombstones) in `changes` */
  documentsText?: DocumentsText;
  /** changes exist above the commit watermark (a writer had not ended): the device pulls again shortly */
  heldBack?: boolean;
}

export type PullOutcome<D extends SyncDoc = SyncDoc> =
  /** with `documentsText`, `response.documents` holds only the rest: send it with pullResponseJson */
  { kind: 'ok'; response: PullResponse<D>; before: number; documentsText?: DocumentsText } | { kind: 'resetRequired'; before: number };

/**
 * One pull page: refuses a checkpoint taken under another view (the client must wipe and start over),
 * otherwise answers the next page and the checkpoint after it. The checkpoint never moves backwards and
 * an empty page keeps it, so a client polling an idle server stays where it is.
 */
export async function handlePull<D extends SyncDoc>(source: PullSource<D>, request: PullRequest, options: { documentsAsText?: boolean } = {}): Promise<PullOutcome<D>> {
  const before = request.checkpoint?.seq ?? 0;
  const fromZero = request.checkpoint === null;
  // Pulled from zero in several pages, a device holds only documents of the first snapshot's view (plus what later
  // pages bring): anything out of its view and not changed since that snapshot was never on it. Tombstones are due
  // only above the snapshot's head — without this, each later page carried one for every job changed anywhere.
  const quietTo = request.checkpoint?.quietTo !== undefined && request.checkpoint.quietTo > before ? request.checkpoint.quietTo : undefined;
  const { changes, scannedTo, remaining, viewIds, head, documentsText, heldBack } = await source.changesSince(before, request.limit, {
    tombstones: !fromZero,
    ...(quietTo === undefined ? {} : { quietTo }),
    viewIds: fromZero && request.viewIds === true,
    ...(options.documentsAsText === true ? { documentsAsText: true } : {}),
  });
  // a page read under another view than the checkpoint's is never sent: the client starts over
  const scope = await source.scope();
  if (request.checkpoint !== null && request.checkpoint.scope !== scope) return { kind: 'resetRequired', before };
  const seq = Math.max(before, changes.at(-1)?.seq ?? 0, documentsText?.lastSeq ?? 0, scannedTo ?? 0);
  const quietAfter = fromZero ? head : quietTo;
  const checkpoint: Checkpoint = quietAfter !== undefined && quietAfter > seq ? { seq, scope, quietTo: quietAfter } : { seq, scope };
  const response: PullResponse<D> = { documents: changes.map((c) => c.doc), checkpoint };
  if (remaining !== undefined) response.remaining = remaining;
  if (viewIds !== undefined) response.viewIds = viewIds;
  if (heldBack === true) response.heldBack = true;
  return documentsText === undefined ? { kind: 'ok', response, before } : { kind: 'ok', response, before, documentsText };
}

/** How many documents an answered pull sends. */
export const documentCount = (outcome: PullOutcome & { kind: 'ok' }) => outcome.response.documents.length + (outcome.documentsText?.count ?? 0);

/** The JSON text of an answered pull: its documents given as text spliced in unparsed, before the rest. */
export function pullResponseJson(outcome: PullOutcome & { kind: 'ok' }): string {
  const { documentsText } = outcome;
  if (documentsText === undefined || documentsText.count === 0) return JSON.stringify(outcome.response);
  const { documents, ...rest } = outcome.response;
  const asText = documentsText.json.slice(documentsText.json.indexOf('[') + 1, documentsText.json.lastIndexOf(']'));
  const others = documents.length === 0 ? '' : `,${JSON.stringify(documents).slice(1, -1)}`;
  return `{"documents":[${asText}${others}],${JSON.stringify(rest).slice(1)}`;
}
