/**
 * A device of the cluster scenario: the realtime websocket and pulls through the balancer, as the app's replication
 * does (a `changed` event for jobs → pull from the checkpoint; a reconnect → `ready` → pull), and an outbox pushed
 * with retries of the same action ids until the server answers.
 */
import { v7 as uuidv7 } from 'uuid';
import WebSocket from 'ws';
import type { Checkpoint } from '@vikariat/sync';
import { pull, push } from '../bench/lib/sync-client.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface QueuedAction {
  newDocumentState: Record<string, unknown>;
}

export class Device {
  /** the node that holds this device's websocket (X-Vikariat-Node of the upgrade), null while disconnected */
  node: string | null = null;
  /** every node this device's websocket was on, in order */
  readonly nodes: string[] = [];
  readonly seen = new Map<string, number>();
  lastReadyAt = 0;
  private ws: WebSocket | null = null;
  private closed = false;
  private pulling: Promise<void> = Promise.resolve();
  private pullAgain = false;
  private readonly watchers: Array<() => void> = [];

  constructor(
    readonly base: string,
    readonly accountId: string,
    readonly token: string,
    readonly deviceId: string,
    private checkpoint: Checkpoint | null,
  ) {}

  /** Opens the websocket; resolves at its `ready` (the first time only: later reconnects happen by themselves). */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${this.base.replace('http', 'ws')}/api/realtime?deviceId=${this.deviceId}`);
      this.ws = ws;
      ws.on('upgrade', (res) => {
        const node = res.headers['x-vikariat-node'];
        this.node = typeof node === 'string' ? node : null;
        if (this.node !== null) this.nodes.push(this.node);
      });
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: this.token, deviceId: this.deviceId })));
      ws.on('message', (raw: Buffer) => {
        const event = JSON.parse(raw.toString()) as { type: string; collections?: string[] };
        if (event.type === 'ready') {
          this.lastReadyAt = performance.now();
          resolve();
          this.pullNow();
        } else if (event.type === 'changed' && event.collections?.includes('jobs') === true) this.pullNow();
      });
      ws.on('error', (error) => reject(error));
      ws.on('close', () => {
        this.node = null;
        if (this.closed) return;
        // the app reconnects after a short wait; the balancer sends it to a node that is up
        void sleep(200).then(() => (this.closed ? undefined : this.connect().catch(() => undefined)));
      });
    });
  }

  /** One pull at a time, every page, as the app's replication; a failed pull (a node gone) is tried again. */
  pullNow(): void {
    if (this.pullAgain) return;
    this.pullAgain = true;
    this.pulling = this.pulling.then(async () => {
      this.pullAgain = false;
      for (let attempt = 0; attempt < 50 && !this.closed; attempt += 1) {
        try {
          for (;;) {
            const page = await pull(this.base, this.token, 'jobs', this.checkpoint, this.deviceId);
            this.checkpoint = page.checkpoint;
            const now = performance.now();
            for (const doc of page.documents) if (!this.seen.has(doc.id)) this.seen.set(doc.id, now);
            this.watchers.splice(0).forEach((w) => w());
            if (page.documents.length < 500) return;
          }
        } catch {
          await sleep(200);
        }
      }
    });
  }

  /** Resolves once every id has been pulled (or rejects after ms). */
  async waitForAll(ids: string[], ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ids.every((id) => this.seen.has(id))) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${this.deviceId}: ${ids.filter((id) => !this.seen.has(id)).length} of ${ids.length} jobs not seen`);
      await new Promise<void>((resolve) => {
        this.watchers.push(resolve);
        setTimeout(resolve, Math.min(left, 250));
      });
    }
  }

  /** An apply action per job, queued as the app's outbox keeps them (ids fixed before the first push). */
  queueApplies(jobIds: string[]): QueuedAction[] {
    return jobIds.map((jobId) => ({
      newDocumentState: { id: uuidv7(), ownerId: this.accountId, type: 'apply', payload: { jobId }, createdAt: new Date().toISOString(), status: 'pending' },
    }));
  }

  /** Pushes the queue in batches; a batch that fails (its node killed mid-request) is sent again, same ids. */
  async pushAll(queue: QueuedAction[], batch: number): Promise<{ retries: number; reasons: Record<string, number> }> {
    let retries = 0;
    const reasons: Record<string, number> = {};
    for (let i = 0; i < queue.length; i += batch) {
      const rows = queue.slice(i, i + batch);
      for (;;) {
        try {
          await push(this.base, this.token, this.deviceId, rows);
          break;
        } catch (error) {
          retries += 1;
          // '/api/sync/outbox/push: 502 …' → '502'; a connection cut → its message
          const reason = error instanceof Error ? (/: (\d{3}) /.exec(error.message)?.[1] ?? error.message.slice(0, 60)) : 'unknown';
          reasons[reason] = (reasons[reason] ?? 0) + 1;
          if (retries > 200) throw new Error(`${this.deviceId}: push kept failing`);
          await sleep(200);
        }
      }
    }
    return { retries, reasons };
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }
}
