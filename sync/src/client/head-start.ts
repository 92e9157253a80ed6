import type { FollowedPull } from './transport.ts';

/**
 * The head start of a first sync (decision 018): a pull-only collection of a device that never synced asks for its
 * first followed pull at once, while RxDB still opens the replication's own storage. The first pull from zero into the
 * still empty collection takes it; any other first call and a cancel drop it (closed unread). A failed head start is
 * nothing to take: the ordinary pull then asks again, with its backoff and its refusals.
 */
export interface HeadStart {
  /**
   * The early pull, once (undefined: none was asked, it failed, or it was dropped). `stale`: a change was announced
   * after it asked, so its answer may miss it — and RxDB drops a RESYNC that comes before its first pull (as covered
   * by that pull), so the taker must ask again after the pass (the e2e two-tab test lost a job posted in that gap).
   */
  take: () => Promise<{ pull: FollowedPull; stale: boolean } | undefined>;
  drop: () => void;
  /** a change was announced (the replication's resync) */
  announce: () => void;
  cancel: () => void;
}

export function startHeadStart(steps: {
  /** resolves once this tab replicates (only the leader pulls) */
  leadership: () => Promise<unknown>;
  /** the engine's check: the device holds nothing it pulled */
  neverSynced: () => Promise<boolean>;
  /** the collection holds no document */
  empty: () => Promise<boolean>;
  ask: () => Promise<FollowedPull>;
}): HeadStart {
  let cancelled = false;
  let announced = 0;
  let announcedBeforeAsking = 0;
  let early: Promise<FollowedPull | undefined> | undefined = (async () => {
    await steps.leadership();
    if (cancelled || !(await steps.neverSynced()) || cancelled || !(await steps.empty()) || cancelled) return undefined;
    announcedBeforeAsking = announced;
    const pull = await steps.ask();
    if (cancelled) pull.close(); // cancelled while it was on its way: drop took the promise before it settled
    return cancelled ? undefined : pull;
  })().catch(() => undefined);
  const takeEarly = () => {
    const taken = early;
    early = undefined;
    return taken;
  };
  const drop = () => void takeEarly()?.then((pull) => pull?.close());
  return {
    take: async () => {
      const pull = await takeEarly();
      return pull === undefined ? undefined : { pull, stale: announced > announcedBeforeAsking };
    },
    drop,
    announce: () => {
      announced += 1;
    },
    cancel: () => {
      cancelled = true;
      drop();
    },
  };
}
