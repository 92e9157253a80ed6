import { pullResponseSchema, type PullResponse } from '../protocol.ts';

/** Pages read ahead of the device's writes: the server keeps building while the device stores (bounded memory). */
const READ_AHEAD_PAGES = 3;

/**
 * The pages of a followed pull's body (JSON lines), read as they arrive — not when asked for, or the server would
 * wait on the device's every write — up to READ_AHEAD_PAGES ahead. A line is a page only once whole and valid; a
 * body cut short, a stall longer than `idleMs` or a bad line ends the pages there (`next` answers undefined) and
 * the device pulls on from the last page it stored. A plain JSON answer (a server before protocol 5) is one page.
 */
export function readPageLines(response: Response, controller: AbortController, idleMs: number): { next: () => Promise<PullResponse | undefined>; close: () => void } {
  const ready: PullResponse[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  let roomFor: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const close = () => {
    ended = true;
    controller.abort();
    void reader?.cancel().catch(() => undefined);
    notify();
    roomFor?.();
  };
  const take = (line: string) => {
    if (line.trim() === '') return;
    ready.push(pullResponseSchema.parse(JSON.parse(line)));
    notify();
  };
  const read = async () => {
    const body = response.body;
    if (body === null) return;
    if (!(response.headers.get('content-type') ?? '').includes('ndjson')) {
      take(await response.text());
      return;
    }
    const reading: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
    reader = reading;
    const decoder = new TextDecoder();
    // the line read so far, in pieces: a page of 2,000 jobs (~1.5 MB) comes in dozens of chunks, and searching
    // the whole line again for its end at every chunk cost ~20 ms of the device's main thread per first sync
    let pieces: string[] = [];
    for (;;) {
      const timer = setTimeout(close, idleMs);
      const chunk: { done: boolean; value?: Uint8Array | undefined } = await reading.read().finally(() => clearTimeout(timer));
      if (chunk.done || ended) return;
      let text = decoder.decode(chunk.value, { stream: true });
      let end = text.indexOf('\n');
      while (end >= 0) {
        pieces.push(text.slice(0, end));
        take(pieces.join(''));
        pieces = [];
        text = text.slice(end + 1);
        end = text.indexOf('\n');
      }
      if (text !== '') pieces.push(text);
      while (ready.length >= READ_AHEAD_PAGES && !ended) await new Promise<void>((resolve) => (roomFor = resolve));
    }
  };
  void read()
    .catch(() => undefined) // cut, stalled or a bad line: the pages end here
    .finally(() => {
      ended = true;
      notify();
    });
  const next = async (): Promise<PullResponse | undefined> => {
    while (ready.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
    const page = ready.shift();
    roomFor?.();
    roomFor = undefined;
    return page;
  };
  return { next, close };
}
