import { z } from 'zod';
import { deviceIdSchema, outboxActionSchema, OUTBOX_ACTION_TYPES, text, type OutboxActionType } from '@vikariat/domain';

/**
 * The replication protocol between the web app's RxDB and /api/sync. Bump PROTOCOL_VERSION whenever a
 * message changes shape; raise MIN_CLIENT_PROTOCOL when the server stops understanding older clients.
 *
 * History:
 * - 1: pull/push per collection, checkpoint {seq, scope}, outbox envelope of domain's outboxActionSchema,
 *      websocket change events.
 * - 2: a pull from zero may ask for `viewIds` (every id in the reader's view, in the first page's snapshot), so a
 *      device that still holds documents (a reset, a crash before its checkpoint was stored) drops exactly the
 *      ones that left its view. Servers answer version-1 clients as before.
 * - 3: pages of up to PULL_MAX = 5,000 (was 2,000): a device catching up starts at PULL_CATCH_UP and doubles its
 *      page after each quick one. Servers answer older clients as before.
 * - 4: a checkpoint may carry `quietTo`: a device that started from zero holds nothing changed at or below it that
 *      is out of its view, so its later pages bring tombstones only for changes above it (before, every page after
 *      the first brought a tombstone for every job changed anywhere). Older clients' checkpoints never carry it
 *      (their schema drops it) and get every tombstone as before.
 * - 5: a pull may ask to be `followed`: the answer is JSON lines, one page each, the server going on from each
 *      page's checkpoint with pages of the same size until the view is exhausted, so a first sync costs one round
 *      trip instead of one per page. A stream that ends early (cut, session gone, view changed) is picked up with
 *      ordinary pulls from the last page's checkpoint. Older clients never ask and are answered as before.
 */
export const PROTOCOL_VERSION = 5;
export const MIN_CLIENT_PROTOCOL = 1;
export const PROTOCOL_HEADER = 'x-sync-protocol';

/** Named reasons a sync request is refused; each has one client reaction. */
export const SYNC_MISMATCH = {
  /** The app is older than the server understands: prompt the user to update (reload). */
  clientTooOld: 'clientTooOld',
  /** The caller may not sync this collection or act as this owner: sign out. */
  forbidden: 'forbidden',
  /** The reader's view changed (regions, schools, blocked schools, role): wipe the collection, pull from zero. */
  resetRequired: 'resetRequired',
  /** No such collection. */
  unknownCollection: 'unknownCollection',
  /** The collection is pull-only; changes go through the outbox or the online API. */
  readOnly: 'readOnly',
} as const;
export type SyncMismatch = (typeof SYNC_MISMATCH)[keyof typeof SYNC_MISMATCH];
export const syncMismatchSchema = z.object({
  code: z.enum(Object.values(SYNC_MISMATCH) as [SyncMismatch, ...SyncMismatch[]]),
  message: text(),
});

export const REPLICATED_COLLECTIONS = ['jobs', 'applications', 'profile', 'notices', 'outbox', 'availability'] as const;
export type ReplicatedCollection = (typeof REPLICATED_COLLECTIONS)[number];
export const isReplicatedCollection = (name: string): name is ReplicatedCollection => (REPLICATED_COLLECTIONS as readonly string[]).includes(name);

/** Pages are at least this big (DESIGN.md); the client may ask for more, up to PULL_MAX. */
export const PULL_MIN = 500;
export const PULL_MAX = 5_000;
/** The first page of a device that is behind (first sync, back after long offline); quick pages double it. */
export const PULL_CATCH_UP = 2_000;

/**
 * The checkpoint: the server's change number (never a device clock) and a fingerprint of the reader's view.
 * A different `scope` on the next pull means the view changed: the server answers resetRequired.
 */
export const checkpointSchema = z.object({
  seq: z.number().int().nonnegative(),
  scope: text().max(200),
  /** the head of the snapshot the device's pull from zero read: no tombstones are due at or below it (protocol 4) */
  quietTo: z.number().int().nonnegative().optional(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const pullRequestSchema = z.object({
  checkpoint: checkpointSchema.nullable(),
  limit: z.number().int().min(1).max(PULL_MAX).default(PULL_MIN),
  deviceId: deviceIdSchema,
  /** with checkpoint null: also answer the ids of every document in the reader's view (see PROTOCOL_VERSION 2) */
  viewIds: z.boolean().optional(),
  /** answer this page and the ones after it as JSON lines in one response (see PROTOCOL_VERSION 5) */
  follow: z.boolean().optional(),
});
export type PullRequest = z.infer<typeof pullRequestSchema>;

/** Every replicated document carries its id and the tombstone flag; the rest depends on the collection. */
export type SyncDoc = { [field: string]: unknown; id: string; _deleted: boolean };
/**
 * A replicated document is checked, not copied: an object schema builds a new object per document, which for a
 * first sync of 10,000 jobs cost about twice the JSON parse of the pages on the device's main thread (in headless
 * Chromium 76-186 ms against 38-70 ms for the parse; this check 3-23 ms). The rest of the document is the
 * collection's projection.
 */
export const syncDocSchema = z.custom<SyncDoc>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && typeof (value as { _deleted?: unknown })._deleted === 'boolean',
  { message: 'a document needs a string id and a boolean _deleted' },
);

export interface PullResponse<D extends SyncDoc = SyncDoc> {
  documents: D[];
  checkpoint: Checkpoint;
  /** documents still waiting after this page: the first sync's progress */
  remaining?: number | undefined;
  /** on a pull from zero that asked for them: every id in the reader's view at this page's snapshot */
  viewIds?: string[] | undefined;
  /** changes wait for a writer still running (decision 040): pull again shortly, whatever the stream says */
  heldBack?: boolean | undefined;
}
export const pullResponseSchema = z.object({
  documents: z.array(syncDocSchema),
  checkpoint: checkpointSchema,
  remaining: z.number().int().nonnegative().optional(),
  viewIds: z.array(text()).optional(),
  heldBack: z.boolean().optional(),
});

/** An outbox document as the client keeps it: the envelope plus owner and verdict. */
export const OUTBOX_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const outboxDocSchema = outboxActionSchema.extend({
  ownerId: text().uuid(),
  status: z.enum(OUTBOX_STATUSES),
  code: text().nullable().default(null),
  message: text().nullable().default(null),
  data: z.record(text(), z.unknown()).nullable().default(null),
  result: z.record(text(), z.unknown()).nullable().default(null),
  appliedAt: text().nullable().default(null),
  _deleted: z.boolean().default(false),
});
export type OutboxDoc = z.infer<typeof outboxDocSchema>;
export type OutboxDocInput = z.input<typeof outboxDocSchema>;

/** RxDB's push row: the state the device wants and the server state it last saw. */
export const pushRequestSchema = z.object({
  deviceId: deviceIdSchema,
  rows: z.array(z.object({ newDocumentState: z.looseObject({ id: text() }), assumedMasterState: z.unknown().optional() })).max(500),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
/** The server's states of the pushed documents (RxDB takes them as the master state: verdicts arrive at once). */
export interface PushResponse<D extends SyncDoc = SyncDoc> {
  conflicts: D[];
}
export const pushResponseSchema = z.object({ conflicts: z.array(syncDocSchema) });

/** What the websocket says. */
export const streamEventSchema = z.discriminatedUnion('type', [
  /** First message from the client (or `?token=` on the URL). */
  z.object({ type: z.literal('auth'), token: text().max(4096), deviceId: deviceIdSchema.optional() }),
  z.object({ type: z.literal('ready'), protocol: z.number() }),
  /** These collections changed for this reader: pull them. */
  z.object({ type: z.literal('changed'), collections: z.array(text()) }),
  /** A named spec event (one of NAMED_STREAM_EVENTS; another name, from a newer server, is ignored). */
  z.object({ type: z.literal('event'), name: text(), data: z.record(text(), z.unknown()).optional() }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: text() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/**
 * How the websocket closes a connection it will not serve (the code is the 401 of HTTP). `unauthenticated`: the token
 * was refused at connect (it may just have expired: the client renews it once and connects again). `sessionEnded`: the
 * session behind an open socket ended (signed out, revoked, the account deactivated, removed or deleted): the client
 * signs out instead of reconnecting. A client from before these codes reconnects with backoff, as it always did.
 */
export const STREAM_CLOSE = {
  unauthenticated: { code: 4401, reason: 'unauthenticated' },
  sessionEnded: { code: 4401, reason: 'session ended' },
  /** the account's oldest socket on the node, past the limit (server realtime/websocket.ts): reconnect after backoff */
  tooManyConnections: { code: 4429, reason: 'too many connections' },
} as const;
/**
 * The events sent by name: the spec's two (spec 02: "updateFilesMT (job refetched) and updateteachers (teacher list
 * refreshes)") and `bookingCancelled`, the in-app alert that a booking was cancelled (a toast that stays until closed;
 * announced by the cancellation's own transaction, so a rolled-back one says nothing). Every other change is announced
 * as `changed` by the database's triggers at commit.
 */
export const NAMED_STREAM_EVENTS = ['updateFilesMT', 'updateteachers', 'bookingCancelled'] as const;
export type NamedStreamEvent = (typeof NAMED_STREAM_EVENTS)[number];
export const isNamedStreamEvent = (name: string): name is NamedStreamEvent => (NAMED_STREAM_EVENTS as readonly string[]).includes(name);

export { OUTBOX_ACTION_TYPES, type OutboxActionType };
