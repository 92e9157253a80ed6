import { pullResponseJson, type PullOutcome, type PullRequest, type ReplicatedCollection } from '@vikariat/sync';
import type { TokenClaims } from '@vikariat/domain';
import type { AppDeps } from '../context.ts';
import { pullForToken } from './sync-service.ts';

type Answered = PullOutcome & { kind: 'ok' };
const hasMore = (outcome: Answered) => (outcome.response.remaining ?? 0) > 0;

/**
 * The pages after a followed pull's first (protocol 5): each read as the device's own next pull would be — from the
 * page before's checkpoint, same size, its session checked and its sync-log entry written — so a followed page is
 * exactly the page an ordinary pull would have answered. Null ends the stream: the view is exhausted, or the next
 * page is not one to send (the session ended, the view changed); the device then pulls on from its last page's
 * checkpoint and gets the ordinary answer (401, resetRequired). Null when the first page is the whole view.
 */
export function followingPages(
  deps: AppDeps,
  claims: Pick<TokenClaims, 'sub' | 'sid' | 'typeOfUser'>,
  collection: ReplicatedCollection,
  request: PullRequest,
  first: Answered,
): (() => Promise<string | null>) | null {
  if (!hasMore(first)) return null;
  let last = first;
  return async () => {
    if (!hasMore(last) || last.response.checkpoint.seq === last.before) return null;
    const pulled = await pullForToken(deps, claims, collection, { checkpoint: last.response.checkpoint, limit: request.limit, deviceId: request.deviceId });
    if (pulled === null || pulled.outcome.kind !== 'ok') return null;
    last = pulled.outcome;
    return pullResponseJson(last);
  };
}
