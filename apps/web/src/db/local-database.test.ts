import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLocalDatabase, enqueueAction, getDatabase, useJobs, useOutbox, wipeLocalData } from './index.ts';
import { getSyncState } from './local-database.ts';
import { jobDoc } from '../../test/job-doc.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190b000-0000-7000-8000-00000000000b';
const JOB = '0190c000-0000-7000-8000-00000000000c';
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
const signIn = (sub: string) => localStorage.setItem('token', tokenOf(sub));

afterEach(async () => {
  await wipeLocalData({ erase: true });
});

describe('the local database', () => {
  it('queues an action offline, keeps it across a reload, and keeps it from another user who signs in', async () => {
    // offline: every sync request fails (the replication retries quietly)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    signIn(A);
    const queued = await enqueueAction('hide', { jobId: JOB });
    expect(queued).toMatchObject({ ownerId: A, type: 'hide', status: 'pending', payload: { jobId: JOB } });

    await closeLocalDatabase(); // a reload
    const reopened = await getDatabase();
    expect((await reopened.outbox.find().exec()).map((d) => d.id)).toEqual([queued.id]);

    signIn(B);
    const other = await getDatabase();
    expect(await other.outbox.find().exec()).toHaveLength(0);
    // A's database was removed when B signed in; A's unsent action alone was kept apart, for A
    signIn(A);
    const again = await getDatabase();
    expect((await again.outbox.find().exec()).map((d) => d.id)).toEqual([queued.id]);
  });

  it('shows the optimistic view of queued actions and the outbox through the hooks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    signIn(A);
    const db = await getDatabase();
    await db.jobs.insert(jobDoc(JOB));
    const jobs = renderHook(() => useJobs());
    const outbox = renderHook(() => useOutbox());
    await waitFor(() => expect(jobs.result.current.docs).toHaveLength(1));
    await enqueueAction('apply', { jobId: JOB, alreadywarned: false });
    await waitFor(() => expect(jobs.result.current.docs[0]).toMatchObject({ applied: true }));
    await waitFor(() => expect(outbox.result.current.docs.map((d) => d.type)).toEqual(['apply']));
    // the server rejects it: the optimistic change is gone
    const [action] = await db.outbox.find().exec();
    await action?.incrementalPatch({ status: 'rejected', code: 'job_closed', message: 'Vikariatet är inte längre öppet.' });
    await waitFor(() => expect(jobs.result.current.docs[0]).toMatchObject({ applied: false }));
    jobs.unmount();
    outbox.unmount();
  });

  it('is ready only with the queued actions applied: a screen never sees a job without them (a reload offline)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    signIn(A);
    const db = await getDatabase();
    await db.jobs.insert(jobDoc(JOB)); // neither viewed nor hidden
    await enqueueAction('view', { jobId: JOB });
    await enqueueAction('hide', { jobId: JOB });
    await closeLocalDatabase(); // a reload
    // every job the screen is given, ready or not (a job page records a view when it sees none: it must see the queued one)
    const answers: Array<{ hidden: boolean; viewed: boolean }> = [];
    const jobs = renderHook(() => {
      const result = useJobs({ selector: { id: JOB } });
      for (const doc of result.docs) answers.push({ hidden: doc.hidden, viewed: doc.viewedAt !== null });
      return result;
    });
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    expect(answers.every((answer) => answer.hidden && answer.viewed)).toBe(true);
    jobs.unmount();
  });

  it('remembers when it last pulled: a start without the server still says how old its data is', async () => {
    // the server answers every pull: nothing new
    const page = { documents: [], checkpoint: { seq: 0, scope: 'view' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
    );
    signIn(A);
    await getDatabase();
    await waitFor(() => expect(getSyncState().lastSyncedAt).not.toBeNull());
    const pulledAt = getSyncState().lastSyncedAt;
    await closeLocalDatabase(); // a reload, now without the server
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(getSyncState().lastSyncedAt).toBeNull();
    await getDatabase();
    expect(getSyncState().lastSyncedAt).toBe(pulledAt);
  });
});
