import type { Logger } from 'pino';
import type { Database, Unlisten } from '../db/client.ts';

/**
 * A change announcement: which readers (topics) should pull which collections, or a named spec event
 * (updateFilesMT, updateteachers). Published after commit through Postgres NOTIFY, so every server node
 * (each LISTENing) tells its own websocket clients.
 */
export interface RealtimeEvent {
  /** e.g. `user:<id>`, `school:<id>`, `region:<municipality code>`, `role:user`, `all` */
  topics: string[];
  collections: string[];
  name?: string;
  data?: Record<string, unknown>;
}

export interface Realtime {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

export const REALTIME_CHANNEL = 'vikariat_events';

export async function createRealtime(database: Database, log: Logger): Promise<Realtime> {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const unlisten: Unlisten = await database.listen(REALTIME_CHANNEL, (payload) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      log.warn('ignored a malformed realtime payload');
      return;
    }
    for (const listener of listeners) listener(event);
  });
  return {
    async publish(event) {
      // NOTIFY payloads are limited to 8000 bytes: events carry names and ids, never documents
      await database.notify(REALTIME_CHANNEL, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}
