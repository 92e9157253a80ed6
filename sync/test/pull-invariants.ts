// The pull invariants of sync/CONTEXT.md (numbered there) as one table of checks, run against both servers the
// tests use: the in-memory one of the replication tests (sync/test/pull-invariants.memory.test.ts) and the real
// SQL projection behind the pull route (apps/server/test/sync/pull-invariants.pg.test.ts). If the two ever disagree,
// the replication tests would be proving the client against a server that does not exist.
import { expect } from 'vitest';
import type { Checkpoint, PullResponse, SyncDoc } from '../src/protocol.ts';

export type PullAnswer = PullResponse | 'resetRequired';

/** One reader's view on a server, and the writes that change it. Each check gets a fresh world. */
export interface PullWorld {
  /** a new document in the reader's view; answers its id */
  add(): Promise<string>;
  /** a change the reader sees to a document in view */
  change(id: string): Promise<void>;
  /** the document is deleted */
  remove(id: string): Promise<void>;
  /** what decides the reader's view changes (another region) */
  changeView(): Promise<void>;
  pull(checkpoint: Checkpoint | null, limit: number, options?: { viewIds?: boolean }): Promise<PullAnswer>;
}

export interface PullInvariant {
  /** the number in sync/CONTEXT.md "Invariants" */
  invariant: number;
  holds: string;
  check: (world: PullWorld) => Promise<void>;
}

const answered = (answer: PullAnswer): PullResponse => {
  if (answer === 'resetRequired') throw new Error('the server asked for a reset where none was due');
  return answer;
};
const idsOf = (docs: readonly SyncDoc[]): string[] => docs.map((doc) => doc.id);
const tombstones = (docs: readonly SyncDoc[]): string[] => idsOf(docs.filter((doc) => doc._deleted));

/** Pulls page after page from `from` until the server says nothing remains; the pages and the last checkpoint. */
async function pullToEnd(world: PullWorld, from: Checkpoint | null, limit: number): Promise<{ pages: SyncDoc[][]; checkpoint: Checkpoint | null }> {
  const pages: SyncDoc[][] = [];
  let checkpoint = from;
  for (let page = 0; page < 20; page++) {
    const response = answered(await world.pull(checkpoint, limit));
    expect(response.checkpoint.seq).toBeGreaterThanOrEqual(checkpoint?.seq ?? 0);
    if (response.documents.length > 0) expect(response.checkpoint.seq).toBeGreaterThan(checkpoint?.seq ?? 0);
    checkpoint = response.checkpoint;
    if (response.documents.length === 0) break;
    pages.push(response.documents);
    if ((response.remaining ?? 0) === 0) break;
  }
  return { pages, checkpoint };
}

export const PULL_INVARIANTS: readonly PullInvariant[] = [
  {
    invariant: 6,
    holds: 'a pull returns the documents above the checkpoint in pages of the limit, the lowest changes first, the last number as the new checkpoint',
    check: async (world) => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await world.add());
      const { pages, checkpoint } = await pullToEnd(world, null, 2);
      // the order inside a page is not part of the protocol (the SQL sends the JSON text Postgres aggregated)
      expect(pages.map((page) => idsOf(page).sort())).toEqual([ids.slice(0, 2).sort(), ids.slice(2, 4).sort(), ids.slice(4)]);
      expect(idsOf(answered(await world.pull(checkpoint, 2)).documents)).toEqual([]);
      await world.change(ids[3] ?? '');
      await world.change(ids[1] ?? '');
      const changed = await pullToEnd(world, checkpoint, 1);
      expect(changed.pages.map(idsOf)).toEqual([[ids[3]], [ids[1]]]);
      expect(changed.pages.flatMap(tombstones)).toEqual([]);
    },
  },
  {
    invariant: 7,
    holds: 'a changed view starts over: a checkpoint of another view is answered resetRequired',
    check: async (world) => {
      await world.add();
      const { checkpoint } = await pullToEnd(world, null, 10);
      expect(answered(await world.pull(checkpoint, 10)).documents).toEqual([]);
      await world.changeView();
      expect(await world.pull(checkpoint, 10)).toBe('resetRequired');
      // from zero the new view is served
      expect(answered(await world.pull(null, 10)).checkpoint.scope).not.toBe(checkpoint?.scope);
    },
  },
  {
    invariant: 8,
    holds: 'a pull from zero with viewIds lists every document in view, and none deleted',
    check: async (world) => {
      const kept = [await world.add(), await world.add()];
      const gone = await world.add();
      await world.remove(gone);
      const response = answered(await world.pull(null, 1, { viewIds: true }));
      expect([...(response.viewIds ?? [])].sort()).toEqual([...kept].sort());
      expect(idsOf(response.documents)).toEqual([kept[0]]);
    },
  },
  {
    invariant: 9,
    holds: 'no tombstones from zero; a caught-up reader gets one for a deleted document it may hold',
    check: async (world) => {
      const kept = await world.add();
      const deletedEarly = await world.add();
      await world.remove(deletedEarly);
      const { pages, checkpoint } = await pullToEnd(world, null, 10);
      expect(pages.flatMap(idsOf)).toEqual([kept]);
      await world.remove(kept);
      const after = answered(await world.pull(checkpoint, 10));
      expect(after.documents).toEqual([{ id: kept, _deleted: true }]);
    },
  },
];
