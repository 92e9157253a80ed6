import { isNamedStreamEvent, STREAM_CLOSE, streamEventSchema, type NamedStreamEvent, type StreamEvent } from '../protocol.ts';
import { backoffDelay } from './backoff.ts';

/** What we need of a WebSocket (the browser's, or `ws` in Node tests). */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}
export type WebSocketFactory = (url: string) => WebSocketLike;

export interface StreamOptions {
  /** ws(s)://host/api/realtime */
  url: string;
  getToken: () => Promise<string | null> | string | null;
  deviceId: string;
  createSocket: WebSocketFactory;
  onChanged: (collections: string[]) => void;
  onEvent?: (name: NamedStreamEvent, data: Record<string, unknown> | undefined) => void;
  /** after every (re)connect: whatever changed while away must be pulled */
  onConnected: () => void;
  onDisconnected?: () => void;
  heartbeatMs?: number;
  /** A token refused at connect (closed with 4401): a fresh token to connect with once, or null when the session ended. */
  renewToken?: () => Promise<string | null>;
  /** The server ended the session (or refused it after a renewal): the app signs out; the stream stops. */
  onSessionEnded?: () => void;
}

const closeOf = (event: unknown): { code: number; reason: string } => {
  const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
  return { code: typeof code === 'number' ? code : 0, reason: typeof reason === 'string' ? reason : '' };
};

/**
 * The live channel: authenticates with a first message (the token never goes into a URL or a log),
 * reconnects with jittered exponential backoff, and pings so dead connections are noticed. A close with 4401 is
 * not a network failure: the session ended, so it stops and tells the app (which signs out) instead of reconnecting.
 */
export function connectStream(options: StreamOptions): { close(): void; wake(): void } {
  let closed = false;
  let attempt = 0;
  let socket: WebSocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let renewed = false; // since the last ready: a second refusal after a renewal ends the session

  const end = () => {
    closed = true;
    clearTimeout(retryTimer);
    clearInterval(heartbeat);
    options.onSessionEnded?.();
  };
  /** closed with 4401: an ended session is final; a refused token may only have expired, so it is renewed once */
  const refused = async (reason: string) => {
    if (reason === STREAM_CLOSE.sessionEnded.reason || renewed || options.renewToken === undefined) return end();
    renewed = true;
    let fresh: string | null;
    try {
      fresh = await options.renewToken();
    } catch {
      return scheduleReconnect(); // offline: it cannot tell yet
    }
    if (fresh === null) return end();
    attempt = 0;
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed) return;
    clearInterval(heartbeat);
    retryTimer = setTimeout(() => void open(), backoffDelay(attempt++, 500, 30_000));
  };

  const open = async () => {
    if (closed) return;
    const token = await options.getToken();
    if (closed) return;
    if (token === null) return end(); // signed out meanwhile: nothing to listen for
    const ws = options.createSocket(`${options.url}?deviceId=${encodeURIComponent(options.deviceId)}`);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token, deviceId: options.deviceId } satisfies StreamEvent));
    ws.onmessage = (message) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = streamEventSchema.safeParse(raw);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'ready') {
        attempt = 0;
        renewed = false;
        heartbeat = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), options.heartbeatMs ?? 25_000);
        options.onConnected();
      } else if (event.type === 'changed') options.onChanged(event.collections);
      else if (event.type === 'event' && isNamedStreamEvent(event.name)) options.onEvent?.(event.name, event.data);
    };
    ws.onerror = () => undefined;
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      clearInterval(heartbeat);
      options.onDisconnected?.();
      const { code, reason } = closeOf(event);
      if (code === STREAM_CLOSE.sessionEnded.code && !closed) void refused(reason);
      else scheduleReconnect();
    };
  };

  void open();
  return {
    /** the network is back: connect now rather than when the backoff ends (a socket still open is left alone) */
    wake() {
      if (closed || socket !== null) return;
      clearTimeout(retryTimer);
      attempt = 0;
      void open();
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      socket?.close(1000);
    },
  };
}
