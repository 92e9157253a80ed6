import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Strict headers for every answer: no inline script (the built app has none), no framing, no sniffing.
 * Inline styles are allowed because React's `style` props and the chart library set them.
 */
const strictOptions = (frameAncestors: string[], xFrameOptions: string): SecureHeadersOptions => ({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    // the user agreement PDF is embedded from our own origin
    frameSrc: ["'self'"],
    objectSrc: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
  },
  xFrameOptions,
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/** The only documents our own pages embed (the user agreement PDF on /user-agreement). */
const EMBEDDABLE = new Set(['/api/shared/user-agreement.pdf']);

const strict = secureHeaders(strictOptions(["'none'"], 'DENY'));
const sameOriginFrame = secureHeaders(strictOptions(["'self'"], 'SAMEORIGIN'));

/** Strict headers everywhere; the embeddable documents may be framed by our own origin only. */
export const securityHeaders = createMiddleware((c, next) => (EMBEDDABLE.has(c.req.path) ? sameOriginFrame(c, next) : strict(c, next)));

/**
 * The headers of an answer written on a raw socket, outside Hono (a connection that broke HTTP, an upgrade on a wrong
 * path): always empty, so stricter than the rest: nothing may load, frame or cache it. CRLF-separated, for the head.
 */
export const RAW_ANSWER_HEADERS = [
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: no-referrer',
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
  'Cache-Control: no-store',
].join('\r\n');
