import { streamEventSchema, type StreamEvent } from '../protocol.ts';
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
  onEvent?: (name: string, data: Record<string, unknown> | undefined) => void;
  /** after every (re)connect: whatever changed while away must be pulled */
  onConnected: () => void;
  onDisconnected?: () => void;
  heartbeatMs?: number;
}

/**
 * The live channel: authenticates with a first message (the token never goes into a URL or a log),
 * reconnects with jittered exponential backoff, and pings so dead connections are noticed.
 */
export function connectStream(options: StreamOptions): { close(): void } {
  let closed = false;
  let attempt = 0;
  let socket: WebSocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const scheduleReconnect = () => {
    if (closed) return;
    clearInterval(heartbeat);
    retryTimer = setTimeout(() => void open(), backoffDelay(attempt++, 500, 30_000));
  };

  const open = async () => {
    if (closed) return;
    const token = await options.getToken();
    if (token === null || closed) return scheduleReconnect();
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
        heartbeat = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), options.heartbeatMs ?? 25_000);
        options.onConnected();
      } else if (event.type === 'changed') options.onChanged(event.collections);
      else if (event.type === 'event') options.onEvent?.(event.name, event.data);
    };
    ws.onerror = () => undefined;
    ws.onclose = () => {
      if (socket === ws) socket = null;
      options.onDisconnected?.();
      scheduleReconnect();
    };
  };

  void open();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      socket?.close(1000);
    },
  };
}
