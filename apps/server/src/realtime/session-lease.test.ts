import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from './realtime.ts';
import { sessionLease } from './session-lease.ts';

const ACCOUNT = 'a1';
const event = (topics: string[]): RealtimeEvent => ({ topics, collections: ['jobs'] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function leaseOver(alive: () => boolean | Promise<boolean>, leaseMs = 60_000) {
  const ended: number[] = [];
  const sent: string[] = [];
  let checks = 0;
  const lease = sessionLease({
    accountId: ACCOUNT,
    leaseMs,
    check: async () => {
      checks += 1;
      return alive();
    },
    onEnded: () => ended.push(Date.now()),
  });
  return { lease, ended, sent, checks: () => checks };
}

describe('the session lease of an open socket', () => {
  it('delivers events about others without a check, and in order', async () => {
    const t = leaseOver(() => true);
    t.lease.deliver(event(['region:091']), () => t.sent.push('a'));
    t.lease.deliver(event([`user:${ACCOUNT}`]), () => t.sent.push('b'));
    t.lease.deliver(event(['all']), () => t.sent.push('c'));
    await sleep(10);
    expect(t.sent).toEqual(['a', 'b', 'c']);
    expect(t.checks()).toBe(1);
    t.lease.stop();
  });

  it('ends at an event about the account when the session is gone, and delivers nothing after it', async () => {
    const t = leaseOver(() => false);
    t.lease.deliver(event([`user:${ACCOUNT}`]), () => t.sent.push('own'));
    t.lease.deliver(event(['all']), () => t.sent.push('later'));
    await sleep(10);
    expect(t.ended).toHaveLength(1);
    expect(t.sent).toEqual([]);
    t.lease.stop();
  });

  it('finds an end nobody announced (a locked account, an expired session) at the next lease', async () => {
    let alive = true;
    const t = leaseOver(() => alive, 20);
    await sleep(50);
    expect(t.ended).toHaveLength(0);
    alive = false;
    await sleep(60);
    expect(t.ended).toHaveLength(1);
    t.lease.stop();
  });

  it('does not end the session when the check itself fails (the database unreachable)', async () => {
    const t = leaseOver(() => Promise.reject(new Error('connection refused')));
    t.lease.deliver(event([`user:${ACCOUNT}`]), () => t.sent.push('own'));
    await sleep(10);
    expect(t.ended).toEqual([]);
    expect(t.sent).toEqual(['own']);
    t.lease.stop();
  });
});
