import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { RAW_ANSWER_HEADERS } from './security-headers.ts';

/** What a connection that broke HTTP itself is told, by the parser's error code (the rest: 400). */
const STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADERS_TIMEOUT: '408 Request Timeout',
};

/** The answer being written on the socket: Node's own, which its default `clientError` handler checks the same way. */
const answerInFlight = (socket: object): ServerResponse | null | undefined => (socket as { _httpMessage?: ServerResponse | null })._httpMessage;

/**
 * A connection that sends no HTTP (garbage, a header too large, a reset mid-request) reaches `clientError`, never
 * Hono: it is answered with a 4xx when the socket can still take one, then destroyed. Logged at debug: a client's
 * mistake, not the server's. One arriving while an answer is being written (garbage sent after a request, a request
 * timing out mid-answer) only destroys the socket: a 4xx written then would land inside that answer's body.
 */
export function answerClientErrors(server: Server, log: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    log.debug({ err: error }, 'client error');
    socket.on('error', () => undefined);
    if (error.code === 'ECONNRESET' || !socket.writable || answerInFlight(socket)?.headersSent === true) {
      socket.destroy();
      return;
    }
    const status = STATUS[error.code ?? ''] ?? '400 Bad Request';
    // the server's sockets are half-open capable: end() alone waits for the client's own close, and a client that
    // never closes held the socket (and a file descriptor) for good, one packet a connection, without signing in
    socket.end(`HTTP/1.1 ${status}\r\n${RAW_ANSWER_HEADERS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
  });
}
