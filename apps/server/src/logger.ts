import pino, { type Logger } from 'pino';

/** Paths that may carry secrets; they are never written to the log. */
const REDACT_PATHS = [
  'password',
  'password2',
  'token',
  'resetToken',
  '*.password',
  '*.password2',
  '*.token',
  '*.resetToken',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}
