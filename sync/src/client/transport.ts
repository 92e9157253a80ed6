import {
  PROTOCOL_HEADER,
  PROTOCOL_VERSION,
  pullResponseSchema,
  pushResponseSchema,
  syncMismatchSchema,
  type Checkpoint,
  type PullResponse,
  type ReplicatedCollection,
  type SyncMismatch,
} from '../protocol.ts';
import { readPageLines } from './page-lines.ts';

/** A refusal the client must react to (update, sign out, resync) rather than retry. */
export class SyncMismatchError extends Error {
  constructor(
    readonly code: SyncMismatch,
    message: string,
  ) {
    super(message);
    this.name = 'SyncMismatchError';
  }
}

/** Any other failure (offline, 5xx, timeout, expired token): retried with backoff. */
export class SyncTransportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SyncTransportError';
  }
}

export interface TransportOptions {
  /** origin + '/api', e.g. 'https://vikariat.fi/api' */
  apiBase: string;
  fetch: typeof fetch;
  /** The current access token (the app refreshes it); null when signed out. */
  getToken: () => Promise<string | null> | string | null;
  deviceId: string;
  timeoutMs?: number;
}

export interface SyncTransport {
  /** `viewIds`: with checkpoint null, also ask for every id in the reader's view (protocol 2) */
  pull(collection: ReplicatedCollection, checkpoint: Checkpoint | null, limit: number, options?: { viewIds?: boolean }): Promise<PullResponse>;
  /** the pages from a checkpoint in one response, pages of `limit` (protocol 5); a transport may not offer it */
  pullFollowed?(collection: ReplicatedCollection, checkpoint: Checkpoint | null, limit: number): Promise<FollowedPull>;
  push(collection: ReplicatedCollection, rows: Array<{ newDocumentState: Record<string, unknown>; assumedMasterState?: unknown }>): Promise<Array<Record<string, unknown> & { id: string; _deleted: boolean }>>;
}

/** A followed pull (protocol 5): its first page, then the pages the server sends after it, read as they arrive. */
export interface FollowedPull {
  first: PullResponse;
  /** the page after the last one taken; undefined once the stream ended or broke (pull on from the last checkpoint) */
  next(): Promise<PullResponse | undefined>;
  /** stop reading and release the connection */
  close(): void;
}

export function createSyncTransport(options: TransportOptions): SyncTransport {
  const timeoutMs = options.timeoutMs ?? 20_000;
  /** POSTs and answers the response of a 2xx, throwing the refusal or failure of anything else */
  const send = async (url: string, body: unknown, controller: AbortController): Promise<Response> => {
    const token = await options.getToken();
    if (token === null) throw new SyncTransportError(401, 'signed out');
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await options.fetch(`${options.apiBase}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      throw new SyncTransportError(0, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
    if (response.ok) return response;
    const json: unknown = await response.json().catch(() => null);
    // a named refusal gets its reaction; anything else (401 expired token, 5xx) is retried
    const refusal = syncMismatchSchema.safeParse(json);
    if (refusal.success) throw new SyncMismatchError(refusal.data.code, refusal.data.message);
    throw new SyncTransportError(response.status, `sync ${url} answered ${response.status}`);
  };
  const post = async (url: string, body: unknown): Promise<unknown> => {
    const controller = new AbortController();
    const response = await send(url, body, controller);
    // a body cut short arrives as a failed read: a network failure like any other
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await response.json();
    } catch (error) {
      throw new SyncTransportError(0, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async pull(collection, checkpoint, limit, pullOptions) {
      const viewIds = pullOptions?.viewIds === true ? { viewIds: true } : {};
      const json = await post(`/sync/${collection}/pull`, { checkpoint, limit, deviceId: options.deviceId, ...viewIds });
      return pullResponseSchema.parse(json);
    },
    async pullFollowed(collection, checkpoint, limit) {
      const controller = new AbortController();
      const response = await send(`/sync/${collection}/pull`, { checkpoint, limit, deviceId: options.deviceId, follow: true }, controller);
      const pages = readPageLines(response, controller, timeoutMs);
      const first = await pages.next();
      if (first === undefined) {
        pages.close();
        throw new SyncTransportError(0, 'the followed pull ended before its first page');
      }
      return { first, next: pages.next, close: pages.close };
    },
    async push(collection, rows) {
      const json = await post(`/sync/${collection}/push`, { deviceId: options.deviceId, rows });
      return pushResponseSchema.parse(json).conflicts;
    },
  };
}
