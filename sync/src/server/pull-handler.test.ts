import { describe, expect, it } from 'vitest';
import { pullResponseSchema, type SyncDoc } from '../protocol.ts';
import { documentCount, handlePull, pullResponseJson, type ChangePage, type PullSource } from './pull-handler.ts';

/** An in-memory source: documents with change numbers, one reader scope. */
function memorySource(docs: Array<{ seq: number; doc: SyncDoc }>, scope = 'view-1'): PullSource {
  return {
    scope: () => Promise.resolve(scope),
    changesSince: (after, limit, options): Promise<ChangePage> => {
      const tombstone = (seq: number) => options.tombstones && (options.quietTo === undefined || seq > options.quietTo);
      const fitting = docs.filter((d) => d.seq > after && (!d.doc._deleted || tombstone(d.seq))).sort((a, b) => a.seq - b.seq);
      const changes = fitting.slice(0, limit);
      const viewIds = options.viewIds ? { viewIds: docs.filter((d) => !d.doc._deleted).map((d) => d.doc.id) } : {};
      const top = Math.max(0, ...docs.map((d) => d.seq));
      const head = options.tombstones ? {} : { head: top };
      return Promise.resolve(
        changes.length < fitting.length
          ? { changes, remaining: fitting.length - changes.length, ...viewIds, ...head }
          : { changes, remaining: 0, scannedTo: top, ...viewIds, ...head },
      );
    },
  };
}

const doc = (id: string, deleted = false): SyncDoc => ({ id, _deleted: deleted });

describe('handlePull', () => {
  it('pages by change number and moves the checkpoint to the last document', async () => {
    const source = memorySource([
      { seq: 3, doc: doc('a') },
      { seq: 7, doc: doc('b') },
      { seq: 9, doc: doc('c') },
    ]);
    const first = await handlePull(source, { checkpoint: null, limit: 2, deviceId: 'd' });
    expect(first).toMatchObject({ kind: 'ok', response: { documents: [doc('a'), doc('b')], checkpoint: { seq: 7, scope: 'view-1' }, remaining: 1 } });
    if (first.kind !== 'ok') return;
    const second = await handlePull(source, { checkpoint: first.response.checkpoint, limit: 2, deviceId: 'd' });
    expect(second).toMatchObject({ kind: 'ok', response: { documents: [doc('c')], checkpoint: { seq: 9 } } });
  });

  it('sends no tombstones to a device starting from zero, but passes them in the checkpoint', async () => {
    const source = memorySource([
      { seq: 3, doc: doc('a') },
      { seq: 8, doc: doc('gone', true) },
    ]);
    const outcome = await handlePull(source, { checkpoint: null, limit: 500, deviceId: 'd' });
    expect(outcome).toMatchObject({ kind: 'ok', response: { documents: [doc('a')], checkpoint: { seq: 8 } } });
  });

  it('lists the ids in view on a pull from zero that asks for them, and only then', async () => {
    const source = memorySource([
      { seq: 3, doc: doc('a') },
      { seq: 5, doc: doc('b') },
      { seq: 8, doc: doc('gone', true) },
    ]);
    const fromZero = await handlePull(source, { checkpoint: null, limit: 1, deviceId: 'd', viewIds: true });
    expect(fromZero).toMatchObject({ kind: 'ok', response: { documents: [doc('a')], viewIds: ['a', 'b'] } });
    const plain = await handlePull(source, { checkpoint: null, limit: 1, deviceId: 'd' });
    expect(plain.kind === 'ok' ? plain.response.viewIds : 'refused').toBeUndefined();
    const incremental = await handlePull(source, { checkpoint: { seq: 3, scope: 'view-1' }, limit: 1, deviceId: 'd', viewIds: true });
    expect(incremental.kind === 'ok' ? incremental.response.viewIds : 'refused').toBeUndefined();
  });

  it('after a paged pull from zero, sends tombstones only for changes above the first snapshot (protocol 4)', async () => {
    // x left some other reader's view long ago: this device, starting from zero, never held it
    const docs = [
      { seq: 3, doc: doc('a') },
      { seq: 5, doc: doc('b') },
      { seq: 6, doc: doc('x', true) },
      { seq: 7, doc: doc('c') },
    ];
    const source = memorySource(docs);
    const first = await handlePull(source, { checkpoint: null, limit: 1, deviceId: 'd' });
    expect(first).toMatchObject({ kind: 'ok', response: { documents: [doc('a')], checkpoint: { seq: 3, quietTo: 7 } } });
    if (first.kind !== 'ok') return;
    // a, which the device holds, leaves the view after the snapshot: its tombstone is due
    docs[0] = { seq: 9, doc: doc('a', true) };
    const second = await handlePull(source, { checkpoint: first.response.checkpoint, limit: 2, deviceId: 'd' });
    expect(second).toMatchObject({ kind: 'ok', response: { documents: [doc('b'), doc('c')], checkpoint: { seq: 7, scope: 'view-1' } } });
    if (second.kind !== 'ok') return;
    expect(second.response.checkpoint.quietTo).toBe(undefined); // passed: nothing to carry
    const third = await handlePull(source, { checkpoint: second.response.checkpoint, limit: 2, deviceId: 'd' });
    expect(third).toMatchObject({ kind: 'ok', response: { documents: [doc('a', true)], checkpoint: { seq: 9 } } });
  });

  it('keeps quietTo while the checkpoint is below it, and sends every tombstone to a checkpoint without it', async () => {
    const docs = [
      { seq: 3, doc: doc('a') },
      { seq: 5, doc: doc('x', true) },
      { seq: 6, doc: doc('b') },
      { seq: 8, doc: doc('c') },
    ];
    const source = memorySource(docs);
    const page = await handlePull(source, { checkpoint: { seq: 3, scope: 'view-1', quietTo: 8 }, limit: 1, deviceId: 'd' });
    expect(page).toMatchObject({ kind: 'ok', response: { documents: [doc('b')], checkpoint: { seq: 6, quietTo: 8 } } });
    const older = await handlePull(source, { checkpoint: { seq: 3, scope: 'view-1' }, limit: 1, deviceId: 'd' });
    expect(older).toMatchObject({ kind: 'ok', response: { documents: [doc('x', true)], checkpoint: { seq: 5 } } });
    if (older.kind === 'ok') expect(older.response.checkpoint.quietTo).toBe(undefined);
  });

  it('keeps the checkpoint on an empty page and never moves it backwards', async () => {
    const source = memorySource([{ seq: 3, doc: doc('a') }]);
    const outcome = await handlePull(source, { checkpoint: { seq: 40, scope: 'view-1' }, limit: 500, deviceId: 'd' });
    expect(outcome).toMatchObject({ kind: 'ok', response: { documents: [], checkpoint: { seq: 40 } } });
  });

  it('asks for a resync from zero when the checkpoint was taken under another view', async () => {
    const source = memorySource([{ seq: 3, doc: doc('a') }], 'view-2');
    const outcome = await handlePull(source, { checkpoint: { seq: 3, scope: 'view-1' }, limit: 500, deviceId: 'd' });
    expect(outcome).toEqual({ kind: 'resetRequired', before: 3 });
  });

  it('passes documents held as JSON text on unparsed, beside the tombstones, only when asked', async () => {
    // as Postgres's json_agg writes an array: elements separated by a comma, a newline and a space
    const json = '[{"id":"a","title":"Matematik","_deleted":false}, \n {"id":"b","title":"Fysik","_deleted":false}]';
    let asked: boolean | undefined;
    const source: PullSource = {
      scope: () => Promise.resolve('view-1'),
      changesSince: (_after, _limit, options) => {
        asked = options.documentsAsText;
        return Promise.resolve({ changes: [{ seq: 5, doc: doc('gone', true) }], documentsText: { json, count: 2, lastSeq: 8 }, remaining: 3 });
      },
    };
    const outcome = await handlePull(source, { checkpoint: { seq: 2, scope: 'view-1' }, limit: 500, deviceId: 'd' }, { documentsAsText: true });
    expect(asked).toBe(true);
    if (outcome.kind !== 'ok') throw new Error('refused');
    // the checkpoint passes the text's documents too
    expect(outcome.response.checkpoint.seq).toBe(8);
    expect(documentCount(outcome)).toBe(3);
    const sent = pullResponseSchema.parse(JSON.parse(pullResponseJson(outcome)));
    expect(sent.documents).toEqual([{ id: 'a', title: 'Matematik', _deleted: false }, { id: 'b', title: 'Fysik', _deleted: false }, doc('gone', true)]);
    expect(sent).toMatchObject({ checkpoint: { seq: 8, scope: 'view-1' }, remaining: 3 });
    await handlePull(source, { checkpoint: null, limit: 500, deviceId: 'd' });
    expect(asked).toBeUndefined();
  });

  it('writes an answer without text documents as plain JSON', async () => {
    const source = memorySource([{ seq: 3, doc: doc('a') }]);
    const outcome = await handlePull(source, { checkpoint: null, limit: 500, deviceId: 'd' }, { documentsAsText: true });
    if (outcome.kind !== 'ok') throw new Error('refused');
    expect(JSON.parse(pullResponseJson(outcome))).toEqual(outcome.response);
    const empty = { ...outcome, documentsText: { json: '[]', count: 0, lastSeq: 0 } };
    expect(JSON.parse(pullResponseJson(empty))).toEqual(outcome.response);
  });
});
