import { describe, expect, it } from 'vitest';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, type PullResponse } from '../protocol.ts';
import { createSyncTransport, SyncMismatchError, SyncTransportError, SyncUnauthorizedError } from './transport.ts';

const page = (seq: number, remaining: number): PullResponse => ({ documents: [{ id: `d${seq}`, _deleted: false }], checkpoint: { seq, scope: 's' }, remaining });
const ndjson = (text: string) => new Response(text, { headers: { 'content-type': 'application/x-ndjson' } });

function transportAnswering(answer: () => Response) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  const transport = createSyncTransport({
    apiBase: '/api',
    deviceId: 'device-1',
    getToken: () => 'token-1',
    fetch: (url, init) => {
      sent.push({ url: url instanceof Request ? url.url : url.toString(), headers: init?.headers as Record<string, string>, body: JSON.parse(init?.body as string) });
      return Promise.resolve(answer());
    },
  });
  return { transport, sent };
}

describe('a followed pull over the transport', () => {
  it('asks the pull route to follow, and answers its pages one by one', async () => {
    const { transport, sent } = transportAnswering(() => ndjson(`${JSON.stringify(page(2, 1))}\n${JSON.stringify(page(4, 0))}\n`));
    const pull = await transport.pullFollowed!('jobs', null, 2_000);
    expect(sent).toEqual([
      {
        url: '/api/sync/jobs/pull',
        headers: expect.objectContaining({ authorization: 'Bearer token-1', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) }) as Record<string, string>,
        body: { checkpoint: null, limit: 2_000, deviceId: 'device-1', follow: true },
      },
    ]);
    expect(pull.first).toEqual(page(2, 1));
    expect(await pull.next()).toEqual(page(4, 0));
    expect(await pull.next()).toBeUndefined();
  });

  it('throws the named refusal of a refused followed pull, as of an ordinary one', async () => {
    const { transport } = transportAnswering(() => Response.json({ code: 'forbidden', message: 'Logga in igen' }, { status: 403 }));
    await expect(transport.pullFollowed!('jobs', null, 2_000)).rejects.toBeInstanceOf(SyncMismatchError);
  });

  it('fails as a network failure when the body is cut before its first page', async () => {
    const { transport } = transportAnswering(() => ndjson(JSON.stringify(page(2, 1)).slice(0, 20)));
    await expect(transport.pullFollowed!('jobs', null, 2_000)).rejects.toBeInstanceOf(SyncTransportError);
  });

  it('an ordinary pull whose body is cut fails as a network failure (retried), not as bad data', async () => {
    const { transport } = transportAnswering(() => new Response('{"documents":[', { headers: { 'content-type': 'application/json' } }));
    await expect(transport.pull('jobs', null, 500)).rejects.toBeInstanceOf(SyncTransportError);
  });
});

describe('a 401 over the transport', () => {
  const pageJson = () => Response.json(page(1, 0));
  const unauthorized = () => Response.json({ code: 'unauthenticated', message: 'Not signed in' }, { status: 401 });

  function transportWith(answers: Array<() => Response>, renewToken?: () => Promise<string | null>) {
    const tokens: string[] = [];
    let ended = 0;
    let token = 'old-token';
    const transport = createSyncTransport({
      apiBase: '/api',
      deviceId: 'device-1',
      getToken: () => token,
      fetch: (_url, init) => {
        tokens.push((init?.headers as Record<string, string>).authorization ?? '');
        return Promise.resolve((answers.shift() ?? unauthorized)());
      },
      ...(renewToken === undefined
        ? {}
        : {
            renewToken: async () => {
              const fresh = await renewToken();
              if (fresh !== null) token = fresh;
              return fresh;
            },
          }),
      onSessionEnded: () => {
        ended += 1;
      },
    });
    return { transport, tokens, ended: () => ended };
  }

  it('repeats the request once with a renewed token (an expired access token of a live session)', async () => {
    const t = transportWith([unauthorized, pageJson], () => Promise.resolve('new-token'));
    expect(await t.transport.pull('jobs', null, 500)).toEqual(page(1, 0));
    expect(t.tokens).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(t.ended()).toBe(0);
  });

  it('ends the session when the renewal is refused: no retry, no "offline"', async () => {
    const t = transportWith([unauthorized], () => Promise.resolve(null));
    await expect(t.transport.pull('jobs', null, 500)).rejects.toBeInstanceOf(SyncUnauthorizedError);
    expect(t.ended()).toBe(1);
    expect(t.tokens).toHaveLength(1);
  });

  it('ends the session when the renewed token is refused too (never a renewal loop)', async () => {
    const t = transportWith([unauthorized, unauthorized], () => Promise.resolve('new-token'));
    await expect(t.transport.push('outbox', [])).rejects.toBeInstanceOf(SyncUnauthorizedError);
    expect(t.ended()).toBe(1);
    expect(t.tokens).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('ends the session at once without a renewal path, also for a followed pull', async () => {
    const t = transportWith([unauthorized]);
    await expect(t.transport.pullFollowed!('jobs', null, 2_000)).rejects.toBeInstanceOf(SyncUnauthorizedError);
    expect(t.ended()).toBe(1);
  });

  it('fails as a network failure when the renewal cannot tell (offline): the session is not ended', async () => {
    const t = transportWith([unauthorized], () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(t.transport.pull('jobs', null, 500)).rejects.toBeInstanceOf(SyncTransportError);
    expect(t.ended()).toBe(0);
  });
});
