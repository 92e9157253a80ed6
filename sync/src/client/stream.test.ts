import { describe, expect, it } from 'vitest';
import { NAMED_STREAM_EVENTS, STREAM_CLOSE } from '../protocol.ts';
import { connectStream, type WebSocketLike } from './stream.ts';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket the test drives: it opens at once, says ready, and closes how the test says. */
class FakeSocket implements WebSocketLike {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.({ code: 1000, reason: '' });
  }
  ready() {
    this.onopen?.({});
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', protocol: 5 }) });
  }
  closedByServer(close: { code: number; reason: string }) {
    this.onclose?.(close);
  }
}

function streamWith(renewToken?: () => Promise<string | null>) {
  const sockets: FakeSocket[] = [];
  let ended = 0;
  let token = 'token-1';
  const stream = connectStream({
    url: 'ws://test/api/realtime',
    getToken: () => token,
    deviceId: 'device-1',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onChanged: () => undefined,
    onConnected: () => undefined,
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
  return { stream, sockets, ended: () => ended };
}

describe('the live stream when the server ends the session', () => {
  it('stops and tells the app at a close as "session ended", without reconnecting or renewing', async () => {
    let renewals = 0;
    const t = streamWith(() => {
      renewals += 1;
      return Promise.resolve('token-2');
    });
    await tick();
    t.sockets[0]?.ready();
    t.sockets[0]?.closedByServer(STREAM_CLOSE.sessionEnded);
    await tick(700); // longer than the first reconnect delay
    expect(t.ended()).toBe(1);
    expect(renewals).toBe(0);
    expect(t.sockets).toHaveLength(1);
    t.stream.close();
  });

  it('renews a token refused at connect once and connects again with it', async () => {
    const t = streamWith(() => Promise.resolve('token-2'));
    await tick();
    t.sockets[0]?.closedByServer(STREAM_CLOSE.unauthenticated);
    await tick(700);
    expect(t.sockets).toHaveLength(2);
    t.sockets[1]?.onopen?.({});
    expect(JSON.parse(t.sockets[1]?.sent[0] ?? '{}')).toMatchObject({ type: 'auth', token: 'token-2' });
    expect(t.ended()).toBe(0);
    // refused again right after the renewal: the session has ended
    t.sockets[1]?.closedByServer(STREAM_CLOSE.unauthenticated);
    await tick();
    expect(t.ended()).toBe(1);
    t.stream.close();
  });

  it('ends when the renewal is refused', async () => {
    const t = streamWith(() => Promise.resolve(null));
    await tick();
    t.sockets[0]?.closedByServer(STREAM_CLOSE.unauthenticated);
    await tick();
    expect(t.ended()).toBe(1);
    t.stream.close();
  });

  it('reconnects after any other close (a network failure), as before', async () => {
    const t = streamWith();
    await tick();
    t.sockets[0]?.ready();
    t.sockets[0]?.closedByServer({ code: 1006, reason: '' });
    await tick(1_200);
    expect(t.sockets.length).toBeGreaterThan(1);
    expect(t.ended()).toBe(0);
    t.stream.close();
  });
});

describe('the live stream’s named events', () => {
  it('passes on every event of NAMED_STREAM_EVENTS (the booking-cancelled alert among them) and ignores any other name', async () => {
    const heard: string[] = [];
    const sockets: FakeSocket[] = [];
    const stream = connectStream({
      url: 'ws://test/api/realtime',
      getToken: () => 'token-1',
      deviceId: 'device-1',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onChanged: () => undefined,
      onConnected: () => undefined,
      onEvent: (name, data) => heard.push(`${name}:${JSON.stringify(data)}`),
    });
    await tick();
    const socket = sockets[0];
    socket?.ready();
    for (const name of [...NAMED_STREAM_EVENTS, 'jobCreated', 'choice']) socket?.onmessage?.({ data: JSON.stringify({ type: 'event', name, data: { id: 'j1' } }) });
    expect(heard).toEqual(NAMED_STREAM_EVENTS.map((name) => `${name}:{"id":"j1"}`));
    expect(NAMED_STREAM_EVENTS).toContain('bookingCancelled');
    stream.close();
  });
});

describe('the network coming back (phones item 6)', () => {
  it('wake connects at once instead of waiting out the grown backoff, and leaves an open socket alone', async () => {
    const { stream, sockets } = streamWith();
    await tick();
    // a minute offline: every reconnect failed, the next one is up to 30 s away
    for (let i = 0; i < 8; i += 1) sockets.at(-1)?.closedByServer({ code: 1006, reason: '' });
    const before = sockets.length;
    await tick(50);
    expect(sockets).toHaveLength(before);
    stream.wake();
    await tick();
    expect(sockets).toHaveLength(before + 1);
    sockets.at(-1)?.ready();
    stream.wake();
    await tick();
    expect(sockets).toHaveLength(before + 1);
    stream.close();
  });
});
