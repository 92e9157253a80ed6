import { outboxPayloadSchemas, type OutboxAction, type OutboxVerdict } from '@vikariat/domain';
import { jsonProblem, OUTBOX_REJECTIONS, outboxActionSchema } from '@vikariat/domain';
import type { OutboxDoc, PushRequest } from '../protocol.ts';

/** One action to apply, with its payload if it passed its schema (undefined: rejected as invalid). */
export interface ActionToApply {
  action: OutboxAction;
  validPayload: Record<string, unknown> | undefined;
  /** where the payload failed its schema (the verdict names the fields) */
  payloadIssues?: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}

/** What applying actions needs from the server. */
export interface OutboxSink {
  /**
   * Applies each action exactly once, in the given order, in ONE transaction with their ledger rows: an id the
   * ledger holds answers the stored document and changes nothing; otherwise the action runs and its verdict
   * is recorded. Answers the server's document of each action, in the same order.
   */
  applyAll(items: ActionToApply[]): Promise<OutboxDoc[]>;
  /** The message of the `invalid` rejection in the caller's language. */
  invalidMessage: string;
}

export type PushOutcome = { kind: 'ok'; conflicts: OutboxDoc[]; verdicts: Array<{ id: string; verdict: OutboxVerdict }> } | { kind: 'forbidden' };

const verdictOf = (doc: OutboxDoc): OutboxVerdict =>
  doc.status === 'rejected' ? { status: 'rejected', code: doc.code ?? '', message: doc.message ?? '' } : { status: 'applied' };

/**
 * Applies pushed outbox rows in order (uuid v7 ids sort by creation on the device) and answers the server's
 * state of each. Rows already decided are answered from the ledger only (never re-applied); a deleted row
 * (dismissed on the device) is accepted as is; a row that is not an action at all is answered as rejected
 * (it cannot be recorded under an id) so the device stops sending it. A row owned by another user refuses
 * the whole push.
 */
export async function handleOutboxPush(sink: OutboxSink, request: PushRequest, callerId: string): Promise<PushOutcome> {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const rows = [...request.rows].sort((a, b) => order(a.newDocumentState.id, b.newDocumentState.id));
  if (rows.some((row) => row.newDocumentState['ownerId'] !== callerId)) return { kind: 'forbidden' };
  const invalid: OutboxDoc[] = [];
  const items: ActionToApply[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.newDocumentState['_deleted'] === true) continue;
    // the same action twice in one push is applied (and answered) once: the ledger holds one row per id
    if (seen.has(row.newDocumentState.id)) continue;
    seen.add(row.newDocumentState.id);
    const envelope = outboxActionSchema.safeParse({ ...row.newDocumentState, deviceId: request.deviceId });
    if (!envelope.success) {
      invalid.push(invalidDoc(row.newDocumentState, callerId, request.deviceId, sink.invalidMessage));
      continue;
    }
    const payload = outboxPayloadSchemas[envelope.data.type].safeParse(envelope.data.payload);
    items.push(
      payload.success ? { action: envelope.data, validPayload: payload.data } : { action: envelope.data, validPayload: undefined, payloadIssues: payload.error.issues },
    );
  }
  const applied = items.length === 0 ? [] : await sink.applyAll(items);
  const conflicts = [...applied, ...invalid];
  return { kind: 'ok', conflicts, verdicts: conflicts.map((doc) => ({ id: doc.id, verdict: verdictOf(doc) })) };
}

/**
 * The answer to a row that is no action: the device's own state, marked rejected, so RxDB keeps what it shows. A state
 * too deep or holding text that cannot be written back (it is echoed, never stored) is answered with its id only.
 */
function invalidDoc(state: Record<string, unknown>, ownerId: string, deviceId: string, message: string): OutboxDoc {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    id: text(state['id'], ''),
    ownerId,
    deviceId,
    type: 'view',
    payload: {},
    createdAt: text(state['createdAt'], new Date(0).toISOString()),
    ...(jsonProblem(state) === null ? state : {}),
    status: 'rejected',
    code: OUTBOX_REJECTIONS.invalid,
    message,
    data: null,
    result: null,
    appliedAt: null,
    _deleted: false,
  };
}
