import type { Server } from 'node:http';
import type { AppDeps } from './context.ts';
import { realtimeAttachment } from './realtime/websocket.ts';

/** What hangs on the raw HTTP server besides Hono (the realtime websocket). Returns its own closer. */
export type Attachment = (server: Server, deps: AppDeps) => Promise<() => Promise<void>>;

/** Add yours with one line. */
const attachments: Attachment[] = [realtimeAttachment];

export async function attachToServer(server: Server, deps: AppDeps): Promise<() => Promise<void>> {
  const closers = await Promise.all(attachments.map((attach) => attach(server, deps)));
  return async () => {
    await Promise.all(closers.map((close) => close()));
  };
}
