import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { deviceLabel, isDeviceId } from '@vikariat/domain';
import { PROTOCOL_VERSION, STREAM_CLOSE, streamEventSchema, type StreamEvent } from '@vikariat/sync';
import type { Attachment } from '../attachments.ts';
import type { AppDeps, AuthUser } from '../context.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { loadCaller } from '../services/auth/sessions.ts';
import { loadReader } from '../sync/reader.ts';
import { RAW_ANSWER_HEADERS } from '../http/security-headers.ts';
import { writeSyncLog } from '../sync/sync-log.ts';
import type { RealtimeEvent } from './realtime.ts';
import { sessionLease } from './session-lease.ts';

const REALTIME_PATH = '/api/realtime';
const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;

/** The topics a connected reader listens to (realtime.ts names them). */
async function topicsOf(deps: AppDeps, user: AuthUser): Promise<Set<string>> {
  const reader = await loadReader(deps.database.db, user);
  return new Set([
    `user:${user.id}`,
    `role:${user.role}`,
    'all',
    ...user.schoolIds.map((id) => `school:${id}`),
    ...(user.role === 'user' ? reader.regions.map((code) => `region:${code}`) : []),
  ]);
}

async function authenticate(deps: AppDeps, token: string): Promise<AuthUser | null> {
  const now = deps.now();
  const claims = await verifyAccessToken(token, deps.jwtKey, now);
  return claims === null ? null : loadCaller(deps.database.db, claims.sid, claims.sub, now);
}

const send = (socket: WebSocket, event: StreamEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

/**
 * The realtime websocket at /api/realtime: authenticated by `?token=` or a first `{type:'auth'}` message
 * (the token is never logged), it tells each client which of its collections changed and forwards named
 * events. Events come from Postgres NOTIFY, so a change committed through any node reaches every node.
 */
export const realtimeAttachment: Attachment = (server: Server, deps: AppDeps) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  // an oversized message, a bad frame or a cut connection is emitted as 'error': unheard, it would end the process
  const onSocketError = (error: Error) => deps.log.debug({ err: error }, 'realtime socket error');
  wss.on('error', onSocketError);
  const nodeId = deps.env.NODE_ID;
  // the upgrade answer names the node too (the cluster test checks that clients spread over the nodes)
  if (nodeId !== undefined) wss.on('headers', (headers) => headers.push(`X-Vikariat-Node: ${nodeId}`));
  const sockets = accountSockets();
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', onSocketError);
    const url = requestUrl(request);
    // every upgrade request comes here, whatever its path: one left unanswered held its socket (and a file descriptor)
    // forever, no request timeout applies to it, and 20,000 of them stopped the server
    if (url?.pathname !== REALTIME_PATH) {
      socket.end(`HTTP/1.1 404 Not Found\r\n${RAW_ANSWER_HEADERS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', onSocketError);
      // the device as the sync log keeps it: a plain bounded id (an auth message's is checked by its schema)
      const device = url.searchParams.get('deviceId');
      const agent = deviceLabel(request.headers['user-agent'] ?? '');
      serveClient(deps, sockets, ws, url.searchParams.get('token'), isDeviceId(device) ? device : '', agent).catch((error: unknown) => {
        // a failed read (the database gone) ends this client, never the process
        deps.log.error({ err: error }, 'realtime client failed');
        ws.terminate();
      });
    });
  };
  server.on('upgrade', onUpgrade);
  const heartbeat = setInterval(() => {
    for (const client of wss.clients) {
      const alive = client as WebSocket & { alive?: boolean };
      if (alive.alive === false) {
        client.terminate();
        continue;
      }
      alive.alive = false;
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return Promise.resolve(async () => {
    clearInterval(heartbeat);
    server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
};

/** At most this many open sockets per account on a node: a device has one (its leader tab's), a person a few devices. */
export const MAX_SOCKETS_PER_ACCOUNT = 20;

/**
 * The open sockets of each account on this node, oldest first. One token opened 2,000 sockets, each re-checking its
 * session every 30 s: past the limit the oldest is closed (the newest is the device in use; a live one that was
 * closed reconnects as the newest, after its backoff).
 */
function accountSockets() {
  const open = new Map<string, Set<WebSocket>>();
  return {
    add(accountId: string, ws: WebSocket): void {
      const mine = open.get(accountId) ?? new Set<WebSocket>();
      open.set(accountId, mine);
      mine.add(ws);
      for (const oldest of mine) {
        if (mine.size <= MAX_SOCKETS_PER_ACCOUNT) break;
        mine.delete(oldest);
        oldest.close(STREAM_CLOSE.tooManyConnections.code, STREAM_CLOSE.tooManyConnections.reason);
      }
    },
    remove(accountId: string, ws: WebSocket): void {
      const mine = open.get(accountId);
      mine?.delete(ws);
      if (mine?.size === 0) open.delete(accountId);
    },
  };
}

async function serveClient(
  deps: AppDeps,
  sockets: ReturnType<typeof accountSockets>,
  ws: WebSocket & { alive?: boolean },
  queryToken: string | null,
  queryDevice: string,
  agent: string,
): Promise<void> {
  ws.alive = true;
  ws.on('pong', () => {
    ws.alive = true;
  });
  let deviceId = queryDevice.slice(0, 100);
  const token =
    queryToken ??
    (await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), AUTH_TIMEOUT_MS);
      ws.once('message', (data: Buffer) => {
        clearTimeout(timer);
        const parsed = streamEventSchema.safeParse(safeJson(data.toString()));
        if (parsed.success && parsed.data.type === 'auth') {
          deviceId = parsed.data.deviceId ?? deviceId;
          resolve(parsed.data.token);
        } else resolve(null);
      });
      ws.once('close', () => resolve(null));
    }));
  // a failed check (the database unreachable) is not a refused session: the client must not sign out over it
  const user = token === null ? null : await authenticate(deps, token).catch(() => undefined);
  if (user === undefined) {
    ws.close(1011, 'try again');
    return;
  }
  if (user === null) {
    send(ws, { type: 'error', code: 'unauthenticated' });
    ws.close(STREAM_CLOSE.unauthenticated.code, STREAM_CLOSE.unauthenticated.reason);
    return;
  }
  let topics = await topicsOf(deps, user);
  // closed while its topics were read: nothing to subscribe (a subscription now would never be removed)
  if (ws.readyState !== ws.OPEN) return;
  const connectedAt = performance.now();
  sockets.add(user.id, ws);
  // the socket lives only as long as its session: signed out, revoked, deactivated, removed or deleted, it closes
  const lease = sessionLease({
    accountId: user.id,
    check: async () => (await loadCaller(deps.database.db, user.sessionId, user.id, deps.now())) !== null,
    onEnded: () => {
      send(ws, { type: 'error', code: 'sessionEnded' });
      ws.close(STREAM_CLOSE.sessionEnded.code, STREAM_CLOSE.sessionEnded.reason);
    },
  });
  const unsubscribe = deps.realtime.subscribe((event: RealtimeEvent) => {
    if (!event.topics.some((topic) => topics.has(topic))) return;
    lease.deliver(event, () => {
      if (event.collections.length > 0) send(ws, { type: 'changed', collections: event.collections });
      if (event.name !== undefined) send(ws, event.data === undefined ? { type: 'event', name: event.name } : { type: 'event', name: event.name, data: event.data });
      // the reader's own change may move their regions: listen to the new ones from now on
      if (event.topics.includes(`user:${user.id}`) && event.collections.includes('profile')) {
        void topicsOf(deps, user).then(
          (next) => {
            topics = next;
          },
          () => undefined,
        );
      }
    });
  });
  ws.on('message', (data: Buffer) => {
    const parsed = streamEventSchema.safeParse(safeJson(data.toString()));
    if (parsed.success && parsed.data.type === 'ping') send(ws, { type: 'pong' });
  });
  ws.on('close', () => {
    sockets.remove(user.id, ws);
    lease.stop();
    unsubscribe();
    void writeSyncLog(deps, [
      { accountId: user.id, schoolId: user.schoolIds[0] ?? null, deviceId, kind: 'disconnect', durationMs: performance.now() - connectedAt, outcome: 'ok' },
    ]);
  });
  send(ws, { type: 'ready', protocol: PROTOCOL_VERSION });
  // the connect names the device for the admin's timeline (its browser and system)
  await writeSyncLog(deps, [{ accountId: user.id, schoolId: user.schoolIds[0] ?? null, deviceId, kind: 'connect', outcome: 'ok', device: agent }]);
}

/** The upgrade request's URL; null for a target that is none (`//a:99999`), which would throw in the event handler. */
function requestUrl(request: IncomingMessage): URL | null {
  try {
    return new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
