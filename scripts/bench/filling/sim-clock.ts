/**
 * Loaded into the bench server's process (`node --import tsx --import …/sim-clock.ts`) by the morning-rush simulation:
 * a clock the driver sets over the IPC channel, and the offer-wave task run on the driver's word instead of every
 * 15 s. The server's `deps.now` is `() => new Date()` and `main.ts` takes no clock, so the clock is replaced here —
 * no server code changes, and every reader of the time (tokens, sessions, waves, SOS "today") sees the same clock.
 */
const RealDate = Date;
let offset = 0;

class SimDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string]));
  }
  static override now(): number {
    return RealDate.now() + offset;
  }
}
globalThis.Date = SimDate as DateConstructor;

/** The background tasks' timers by interval: the driver fires the offer-wave task's (15 s) itself. */
const WAVE_TASK_MS = 15_000;
const waveTicks: Array<() => void> = [];
const realSetInterval = globalThis.setInterval;
globalThis.setInterval = ((handler: () => void, ms?: number, ...rest: unknown[]) => {
  if (ms !== WAVE_TASK_MS) return realSetInterval(handler, ms, ...rest);
  waveTicks.push(handler);
  // never fires by itself; clearInterval still works on it
  return realSetInterval(() => undefined, 2 ** 31 - 1);
}) as typeof setInterval;

process.on('message', (message: { type: string; at?: number; id: number }) => {
  if (message.type === 'clock' && message.at !== undefined) offset = message.at - RealDate.now();
  if (message.type === 'tick') for (const tick of waveTicks) tick();
  process.send?.({ type: 'ok', id: message.id });
});
process.channel?.unref();
