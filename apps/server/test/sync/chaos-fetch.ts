/** A seeded random source (mulberry32): the same seed replays the same faults. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ChaosControl {
  fetch: typeof fetch;
  /** where requests really go (changes when the server restarts) */
  target: { base: string };
  offline: boolean;
  /** turn every fault off: the network has healed */
  heal(): void;
  stats: Record<string, number>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that drops requests, cuts answers mid-body, loses responses after the server acted (the classic duplicate trigger),
 * sends requests twice, delays (and so reorders) them, answers 500s without reaching the server, times out,
 * and fails everything while offline.
 */
export function chaosFetch(random: () => number, target: { base: string }, faultRate = 0.3): ChaosControl {
  const stats: Record<string, number> = { ok: 0, drop: 0, cutBody: 0, lostResponse: 0, duplicate: 0, fake500: 0, timeout: 0, offline: 0 };
  const count = (fault: string) => (stats[fault] = (stats[fault] ?? 0) + 1);
  let healed = false;
  const control: ChaosControl = {
    target,
    offline: false,
    stats,
    heal() {
      healed = true;
      control.offline = false;
    },
    fetch: async (input, init) => {
      const url = (input instanceof Request ? input.url : input.toString()).replace(/^https?:\/\/[^/]+/, target.base);
      const real = () => fetch(url, init);
      const followed = typeof init?.body === 'string' && init.body.includes('"follow":true');
      if (followed) count('followed');
      if (control.offline) {
        count('offline');
        throw new TypeError('fetch failed (offline)');
      }
      if (!healed && random() < faultRate) {
        const fault = random();
        await sleep(random() * 20);
        if (fault < 0.15) {
          count('drop');
          throw new TypeError('fetch failed (dropped)');
        }
        if (fault < 0.3) {
          // the connection drops mid-answer: a part of the body arrives (a followed pull's first pages), then an error
          count('cutBody');
          if (followed) count('cutFollowed');
          const response = await real();
          const bytes = new Uint8Array(await response.arrayBuffer());
          const kept = bytes.slice(0, Math.floor(random() * bytes.length));
          let sent = false;
          const body = new ReadableStream<Uint8Array>({
            pull(controller) {
              if (sent) controller.error(new TypeError('terminated (connection cut)'));
              else controller.enqueue(kept);
              sent = true;
            },
          });
          return new Response(body, { status: response.status, headers: response.headers });
        }
        if (fault < 0.45) {
          count('lostResponse');
          await real()
            .then((r) => r.arrayBuffer())
            .catch(() => undefined);
          throw new TypeError('fetch failed (response lost)');
        }
        if (fault < 0.6) {
          count('duplicate');
          const [first] = await Promise.all([
            real(),
            sleep(random() * 10)
              .then(real)
              .then((r) => r.arrayBuffer())
              .catch(() => undefined),
          ]);
          return first;
        }
        if (fault < 0.8) {
          count('fake500');
          return new Response(JSON.stringify({ code: 'internal', message: 'injected' }), { status: 500 });
        }
        count('timeout');
        void real().catch(() => undefined);
        await sleep(random() * 30);
        throw new DOMException('The operation timed out', 'AbortError');
      }
      if (!healed && random() < 0.3) await sleep(random() * 15); // reorders concurrent requests
      count('ok');
      return real();
    },
  };
  return control;
}
