import type { Checkpoint, PullResponse } from '../protocol.ts';
import { isSyncRefusal } from './transport.ts';

export interface BulkLoadOptions {
  /** the first page from zero, pulled into an empty collection */
  first: PullResponse;
  /** the next page after a checkpoint (backs off and throws on a network failure) */
  pull: (checkpoint: Checkpoint) => Promise<PullResponse>;
  /** stores new documents; false when any of them could not be stored as new */
  write: (documents: PullResponse['documents']) => Promise<boolean>;
  /** after a page was stored */
  onWritten: (page: PullResponse) => void;
  /** the replication was cancelled: stop between pages */
  stopped: () => boolean;
}

type Settled = { ok: true; page: PullResponse } | { ok: false; error: unknown };
const settle = (promise: Promise<PullResponse>): Promise<Settled> =>
  promise.then(
    (page) => ({ ok: true as const, page }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * The first sync into an empty collection, written straight to storage page by page while the next page is on its
 * way (decision 012). Returns the page RxDB's replication takes over: a page this load cannot store as new
 * documents (a tombstone, a document seen before, a write refused), untouched; or, once every page is stored (or the
 * replication stops), the last stored page's last document with its checkpoint, which RxDB finds already stored and
 * whose checkpoint it saves. The checkpoint handed over never passes a page that is not fully stored.
 */
export async function bulkLoad(options: BulkLoadOptions): Promise<PullResponse> {
  const seen = new Set<string>();
  let page = options.first;
  let stored: PullResponse | undefined;
  // RxDB finds the document stored already (nothing to write) and saves the checkpoint with it
  const handOverStored = (last: PullResponse, checkpointOf: PullResponse = last) => ({ ...checkpointOf, documents: last.documents.slice(-1) });
  for (;;) {
    // an empty page after stored ones: nothing in the view up to its checkpoint
    if (page.documents.length === 0 && stored !== undefined) return handOverStored(stored, page);
    const newOnly = page.documents.length > 0 && page.documents.every((doc) => !doc._deleted && !seen.has(doc.id));
    if (!newOnly || options.stopped()) return page;
    const more = (page.remaining ?? 0) > 0;
    const next = more ? settle(options.pull(page.checkpoint)) : undefined;
    if (!(await options.write(page.documents))) {
      await next; // the page goes to RxDB, which asks for what follows it itself
      return page;
    }
    for (const doc of page.documents) seen.add(doc.id);
    stored = page;
    options.onWritten(page);
    if (next === undefined) return handOverStored(page);
    let result = await next;
    // a network failure (the pull already waited its backoff): ask again from the same place, as RxDB would
    while (!result.ok && !isSyncRefusal(result.error) && !options.stopped()) result = await settle(options.pull(page.checkpoint));
    if (!result.ok) {
      if (isSyncRefusal(result.error)) throw result.error;
      return handOverStored(page);
    }
    page = result.page;
  }
}
