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

/**
 * The server no longer accepts the session (a 401, after one renewal where the app has one): the app signs out. Never
 * retried: a session the server rejected does not come back, and retrying it showed the user "Offline" forever.
 */
export class SyncUnauthorizedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncUnauthorizedError';
  }
}

/** A refusal to react to rather than retry: a named mismatch or an ended session. */
export const isSyncRefusal = (error: unknown): error is SyncMismatchError | SyncUnauthorizedError =>
  error instanceof SyncMismatchError || error instanceof SyncUnauthorizedError;

/** Any other failure (offline, 5xx, timeout): retried with backoff. */
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
  /**
   * On a 401: a fresh token to repeat the request with, once (an expired access token of a live session), or null
   * when the session has ended. Throws when it cannot tell (offline): the request then fails as a network failure.
   */
  renewToken?: () => Promise<string | null>;
  /** The session has ended (401 after the renewal, or no token at all): the app signs out. */
  onSessionEnded?: () => void;
}

export interface SyncTransport {
  /** `viewIds`: with checkpoint null, also ask for every id in the reader's view (protocol 2) */
  pull(collection: ReplicatedCollection, checkpoint: Checkpoint | null, limit: number, options?: { viewIds?: boolean }): Promise<PullResponse>;
  /** the pages from a checkpoint in one response, pages of `limit` (protocol 5); a transport may not offer it */
  pullFollowed?(collection: ReplicatedCollection, checkpoint: Checkpoint | null, limit: number): Promise<FollowedPull>;
  push(
    collection: ReplicatedCollection,
    rows: Array<{ newDocumentState: Record<string, unknown>; assumedMasterState?: unknown }>,
  ): Promise<Array<Record<string, unknown> & { id: string; _deleted: boolean }>>;
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
  const sessionEnded = (message: string): SyncUnauthorizedError => {
    options.onSessionEnded?.();
    return new SyncUnauthorizedError(message);
  };
  const fetchWith = async (url: string, body: unknown, controller: AbortController, token: string): Promise<Response> => {
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await options.fetch(`${options.apiBase}${url}`, {
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
  };
  /** A fresh token after a 401, or the ended session's error; a renewal that cannot tell fails as the network does */
  const renewedToken = async (url: string): Promise<string> => {
    let fresh: string | null;
    try {
      fresh = options.renewToken === undefined ? null : await options.renewToken();
    } catch (error) {
      throw new SyncTransportError(0, `token renewal failed: ${(error as Error).message}`);
    }
    if (fresh === null) throw sessionEnded(`sync ${url} answered 401`);
    return fresh;
  };
  /** POSTs and answers the response of a 2xx, throwing the refusal or failure of anything else */
  const send = async (url: string, body: unknown, controller: AbortController): Promise<Response> => {
    const token = await options.getToken();
    if (token === null) throw sessionEnded('signed out');
    let response = await fetchWith(url, body, controller, token);
    if (response.status === 401) {
      await response.body?.cancel().catch(() => undefined);
      response = await fetchWith(url, body, controller, await renewedToken(url));
      if (response.status === 401) throw sessionEnded(`sync ${url} answered 401 after a renewal`);
    }
    if (response.ok) return response;
    const json: unknown = await response.json().catch(() => null);
    // a named refusal gets its reaction; anything else (5xx) is retried
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
