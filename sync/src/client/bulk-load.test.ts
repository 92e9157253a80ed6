import { describe, expect, it } from 'vitest';
import { SYNC_MISMATCH, type Checkpoint, type PullResponse } from '../protocol.ts';
import { bulkLoad, type BulkLoadOptions } from './bulk-load.ts';
import { SyncMismatchError, SyncTransportError } from './transport.ts';

const at = (seq: number): Checkpoint => ({ seq, scope: 's' });
const live = (...ids: string[]) => ids.map((id) => ({ id, _deleted: false }));
const page = (documents: PullResponse['documents'], seq: number, remaining: number): PullResponse => ({ documents, checkpoint: at(seq), remaining });

/** Pages after a checkpoint, each answer a function (to fail, or to look at what was written when asked). */
function harness(answers: Record<number, Array<() => PullResponse>>, first: PullResponse, options: Partial<BulkLoadOptions> = {}) {
  const log: string[] = [];
  const written: string[] = [];
  const run = bulkLoad({
    first,
    pull: (checkpoint) => {
      log.push(`pull ${checkpoint.seq}`);
      const answer = answers[checkpoint.seq]?.shift();
      if (answer === undefined) throw new Error(`no page after ${checkpoint.seq}`);
      return Promise.resolve().then(answer);
    },
    write: async (documents) => {
      log.push(`write ${documents.map((d) => d.id).join('')}`);
      await Promise.resolve();
      written.push(...documents.map((d) => d.id));
      return true;
    },
    onWritten: (p) => log.push(`stored ${p.checkpoint.seq}`),
    stopped: () => false,
    ...options,
  });
  return { run, log, written };
}

describe('bulkLoad', () => {
  it('stores every page, asking for the next one before writing the current one, and hands over the last checkpoint', async () => {
    const { run, log, written } = harness({ 2: [() => page(live('c', 'd'), 4, 1)], 4: [() => page(live('e'), 5, 0)] }, page(live('a', 'b'), 2, 3));
    const handed = await run;
    expect(written).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log).toEqual(['pull 2', 'write ab', 'stored 2', 'pull 4', 'write cd', 'stored 4', 'write e', 'stored 5']);
    // RxDB gets one stored document and the final checkpoint: it finds it stored and saves the checkpoint
    expect(handed).toEqual(page(live('e'), 5, 0));
  });

  it('hands a page with a tombstone or a document seen before to RxDB untouched', async () => {
    const tombstone = page([{ id: 'a', _deleted: true }, ...live('c')], 4, 0);
    const withTombstone = harness({ 2: [() => tombstone] }, page(live('a', 'b'), 2, 2));
    expect(await withTombstone.run).toBe(tombstone);
    expect(withTombstone.written).toEqual(['a', 'b']);

    const again = page(live('c', 'b'), 4, 0); // b changed after the first page was read
    const withRepeat = harness({ 2: [() => again] }, page(live('a', 'b'), 2, 2));
    expect(await withRepeat.run).toBe(again);
    expect(withRepeat.written).toEqual(['a', 'b']);
  });

  it('hands a page whose write is refused to RxDB, and lets the page asked ahead go', async () => {
    const first = page(live('a', 'b'), 2, 2);
    let askedAhead = false;
    const { run, written } = harness({ 2: [() => ((askedAhead = true), page(live('c'), 3, 0))] }, first, { write: () => Promise.resolve(false) });
    expect(await run).toBe(first);
    expect(askedAhead).toBe(true);
    expect(written).toEqual([]);
  });

  it('asks again from the same checkpoint after a network failure', async () => {
    const fail = (): PullResponse => {
      throw new SyncTransportError(0, 'offline');
    };
    const { run, log, written } = harness({ 2: [fail, fail, () => page(live('c'), 3, 0)] }, page(live('a', 'b'), 2, 1));
    expect(await run).toEqual(page(live('c'), 3, 0));
    expect(written).toEqual(['a', 'b', 'c']);
    expect(log.filter((line) => line === 'pull 2')).toHaveLength(3);
  });

  it('stops between pages when the replication is cancelled, handing over only what is stored', async () => {
    let stopped = false;
    const fail = (): PullResponse => {
      stopped = true;
      throw new SyncTransportError(503, 'unavailable');
    };
    const { run, written } = harness({ 2: [fail] }, page(live('a', 'b'), 2, 5), { stopped: () => stopped });
    expect(await run).toEqual(page(live('b'), 2, 5));
    expect(written).toEqual(['a', 'b']);
  });

  it('passes on a refusal (the replication reports it and starts over)', async () => {
    const refuse = (): PullResponse => {
      throw new SyncMismatchError(SYNC_MISMATCH.clientTooOld, 'update');
    };
    const { run, written } = harness({ 2: [refuse] }, page(live('a'), 2, 1));
    await expect(run).rejects.toBeInstanceOf(SyncMismatchError);
    expect(written).toEqual(['a']);
  });

  it('hands over the stored page when a later page comes back empty', async () => {
    const { run } = harness({ 2: [() => page([], 9, 0)] }, page(live('a', 'b'), 2, 1));
    expect(await run).toEqual(page(live('b'), 9, 0));
  });
});
