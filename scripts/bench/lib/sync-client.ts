/** A minimal protocol client for the HTTP benchmarks: pull/push exactly as @vikariat/sync's transport sends them. */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { PROTOCOL_HEADER, PROTOCOL_VERSION, type Checkpoint, type PullResponse, type ReplicatedCollection } from '@vikariat/sync';
import type { Sql } from 'postgres';
import { postJson } from './server.ts';

const headers = { [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) };

export const pull = (base: string, token: string, collection: ReplicatedCollection, checkpoint: Checkpoint | null, deviceId: string, limit = 500) =>
  postJson<PullResponse>(base, `/api/sync/${collection}/pull`, token, { checkpoint, limit, deviceId }, headers);

/**
 * A first sync's followed pull (protocol 5) as a browser asks for it (gzip accepted): every page in one response,
 * counting the bytes that travel (fetch would decode them unseen).
 */
export function followedOnTheWire(base: string, token: string, collection: ReplicatedCollection, deviceId: string, limit: number) {
  return new Promise<{ pages: PullResponse[]; wire: number; plain: number }>((resolve, reject) => {
    const req = request(
      `${base}/api/sync/${collection}/pull`,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`pull ${collection}: ${res.statusCode} ${text.slice(0, 300)}`));
          else
            resolve({
              pages: text
                .split('\n')
                .filter((line) => line !== '')
                .map((line) => JSON.parse(line) as PullResponse),
              wire: raw.length,
              plain: Buffer.byteLength(text),
            });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ checkpoint: null, limit, deviceId, follow: true }));
  });
}

export const push = (base: string, token: string, deviceId: string, rows: Array<{ newDocumentState: Record<string, unknown> }>) =>
  postJson<{ conflicts: Array<Record<string, unknown>> }>(base, '/api/sync/outbox/push', token, { deviceId, rows }, headers);

/**
 * A checkpoint at the head of the change numbers: the reader's scope from a one-document pull, and the
 * sequence's current value (what a device that finished its first sync holds).
 */
export async function headCheckpoint(base: string, token: string, sql: Sql, deviceId: string): Promise<Checkpoint> {
  const first = await pull(base, token, 'jobs', null, deviceId, 1);
  const [row] = await sql<{ seq: string }[]>`SELECT (sync_watermark() - 1)::text AS seq`;
  return { seq: Number(row?.seq ?? first.checkpoint.seq), scope: first.checkpoint.scope };
}
