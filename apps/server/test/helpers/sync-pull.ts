import type { PullResponse } from '@vikariat/sync';
import type { TestApp } from './test-app.ts';

/** One pull of a collection as the token's holder (from zero unless a checkpoint is given), status and parsed body. */
export async function pullAs(t: TestApp, token: string, collection: string, checkpoint: PullResponse['checkpoint'] | null = null, limit = 500) {
  const res = await t.request('POST', `/api/sync/${collection}/pull`, { token, body: { checkpoint, limit, deviceId: 'device-1' } });
  return { status: res.status, body: (await res.json()) as PullResponse & { code?: string; message?: string } };
}
