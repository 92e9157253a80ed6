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
  push(collection: ReplicatedCollection, rows: Array<{ newDocumentState: Record<string, unknown>; assumedMasterState?: unknown }>): Promise<Array<Record<string, unknown> & { id: string; _deleted: boolean }>>;
}

export function createSyncTransport(options: TransportOptions): SyncTransport {
  const post = async (url: string, body: unknown): Promise<unknown> => {
    const token = await options.getToken();
    if (token === null) throw new SyncTransportError(401, 'signed out');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 20_000);
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
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return json;
    // a named refusal gets its reaction; anything else (401 expired token, 5xx) is retried
    const refusal = syncMismatchSchema.safeParse(json);
    if (refusal.success) throw new SyncMismatchError(refusal.data.code, refusal.data.message);
    throw new SyncTransportError(response.status, `sync ${url} answered ${response.status}`);
  };
  return {
    async pull(collection, checkpoint, limit, pullOptions) {
      const viewIds = pullOptions?.viewIds === true ? { viewIds: true } : {};
      const json = await post(`/sync/${collection}/pull`, { checkpoint, limit, deviceId: options.deviceId, ...viewIds });
      return pullResponseSchema.parse(json);
    },
    async push(collection, rows) {
      const json = await post(`/sync/${collection}/push`, { deviceId: options.deviceId, rows });
      return pushResponseSchema.parse(json).conflicts;
    },
  };
}
