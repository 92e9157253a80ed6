import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * The client's address, which the throttles count per (sign-in, school codes, export passcodes, feedback). The
 * socket's address, unless the socket is one of the configured load balancers (TRUSTED_PROXIES): then the nearest
 * address in X-Forwarded-For that is not itself a balancer. Entries further left were written by the client and
 * prove nothing. Without that, every client behind the balancer shared one address, and one person's failed
 * sign-ins blocked everyone's. In-process requests (tests) without a socket are 'unknown'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (peer === undefined) return 'unknown';
  return forwardedClient(peer, c.req.header('x-forwarded-for'), c.var.deps.env.trustedProxies);
}

/** The address a request came from, given its socket peer, its X-Forwarded-For and the trusted balancers. */
export function forwardedClient(socketPeer: string, forwardedFor: string | undefined, trustedList: readonly string[]): string {
  const peer = plain(socketPeer);
  const trusted = trustedList.map(plain);
  if (!trusted.includes(peer) || forwardedFor === undefined) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = plain(hops[i]!);
    // a value no client address looks like (a header stuffed with text) counts as the balancer's own
    if (!/^[0-9a-fA-F:.]{2,45}$/.test(hop)) return peer;
    if (!trusted.includes(hop)) return hop;
  }
  return peer;
}

/** An IPv4 address as a dual-stack socket reports it (`::ffff:10.0.0.1`) is the same client as `10.0.0.1`. */
const plain = (address: string): string => (address.toLowerCase().startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address);
