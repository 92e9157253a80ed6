import { IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';
import type { Context } from 'hono';

/**
 * How long one HTTP connection may hold the server. Node's defaults were in force: the head 60 s and the whole request
 * 300 s (checked every 30 s), nothing once the request was in, so a client that never read a large answer kept its
 * socket (and the answer in memory) for good. The server is the front (no proxy, decision 015): these are the limits.
 */
export interface HttpLimits {
  /** the request's head, at most 16 KB (Node's header limit): a second or two on a poor link */
  headersMs: number;
  /** the whole request, hard: the largest body a phone sends on a slow uplink (see HTTP_LIMITS) */
  requestMs: number;
  /** nothing read from the client and no progress writing to it: it stopped sending, or stopped reading */
  idleMs: number;
  /** the same for an export's answer (`patientDownload`): its reader may pause (a save dialog, an app in the background) */
  downloadIdleMs: number;
  /** hard, from the request's head to the answer's last byte: a client that reads a trickle to stay under `idleMs` */
  exchangeMs: number;
  /** an idle keep-alive connection, between requests */
  keepAliveMs: number;
  /** how often Node checks `headersMs` and `requestMs` (its 30 s would let a 30 s limit run to 60) */
  checkMs: number;
}

const MINUTE = 60_000;

/**
 * A slow phone uploads ~16 KB/s (128 kbit/s, a poor 2G/3G cell): the API's largest body (12 MB, API_BODY_LIMIT: files
 * of 10 MB and a form around them) then takes ~13 minutes, so the request gets 15 (Node's 300 s cut such a body below
 * ~40 KB/s). Idle is per socket and counts a write's progress (Node compares the write queue between timer runs): a
 * slow upload or download keeps moving bytes, a client that went silent or never reads its answer is cut after a
 * minute. No answer takes a minute to start (the cluster's balancer cuts one at 60 s too). The hard limit gives the
 * answer the request's 15 minutes again (a 10 MB file reaches that phone in ~11). An export (the sync log's CSV, the
 * statistics workbook) is made as it is read: its reader may stop reading for up to 10 minutes and still get the whole
 * file, the stream waiting meanwhile (the sync log's with one batch in memory and no database connection); a reader
 * gone longer loses the connection (the file ends unfinished: no last chunk), and the exchange's 30 minutes bound every
 * download. Behind the cluster's balancer (scripts/cluster) its own client timeout, 30 s, still comes first.
 */
export const HTTP_LIMITS: HttpLimits = {
  headersMs: 30_000,
  requestMs: 15 * MINUTE,
  idleMs: MINUTE,
  downloadIdleMs: 10 * MINUTE,
  exchangeMs: 30 * MINUTE,
  keepAliveMs: 5_000,
  checkMs: 5_000,
};

/** The options `createServer` takes for the limits Node enforces itself (the checking interval is fixed at creation). */
export const httpServerOptions = (limits: HttpLimits): ServerOptions => ({
  headersTimeout: limits.headersMs,
  requestTimeout: limits.requestMs,
  keepAliveTimeout: limits.keepAliveMs,
  connectionsCheckingInterval: limits.checkMs,
});

/** The limits each request was served under (tests shorten them), for a route that lengthens one for its answer. */
const servedUnder = new WeakMap<IncomingMessage, HttpLimits>();

/** The limits Node has no option for: idle sockets, and the hard one on each exchange. */
export function boundExchanges(server: Server, limits: HttpLimits): void {
  // with no 'timeout' listener on the server (nor on the request or answer), Node destroys a socket that idles
  server.setTimeout(limits.idleMs);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    servedUnder.set(req, limits);
    const hard = setTimeout(() => req.socket.destroy(), limits.exchangeMs).unref();
    res.once('close', () => clearTimeout(hard));
  });
}

/**
 * Lets this request's answer (an export made as it is read) wait `downloadIdleMs` for a reader who paused, instead of
 * `idleMs`. The socket keeps it for this answer only: Node sets the keep-alive timeout once the answer ends and its
 * own idle timeout again at the next request. Off Node's server (tests' `app.request`) there is no socket.
 */
export function patientDownload(c: Context): void {
  const env: unknown = c.env;
  const bindings = typeof env === 'object' && env !== null ? (env as { incoming?: unknown; outgoing?: unknown }) : {};
  const { incoming, outgoing } = bindings;
  if (!(incoming instanceof IncomingMessage) || !(outgoing instanceof ServerResponse)) return;
  const limits = servedUnder.get(incoming);
  if (limits === undefined) return;
  // a listener of the answer's own: Node then leaves the socket to it, and it ends a reader gone longer than this
  outgoing.setTimeout(limits.downloadIdleMs, () => incoming.socket.destroy());
}
