import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * The client's address as the socket reports it (X-Forwarded-For is not trusted: anyone can send it). Behind
 * a load balancer this is the balancer's address; configure it to keep the client address (PROXY protocol) or
 * the per-address limit then counts all clients together. In-process requests (tests) have no socket.
 */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
