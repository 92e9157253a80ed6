/**
 * Where the server may send a web push: only to the push services browsers subscribe through. A subscription is
 * whatever URL the caller posts, and the server POSTs to it on every notification, so without this list any signed-in
 * person could make the server call internal addresses (a loopback admin port, a cloud metadata service) and read
 * from the delivery log whether they answered. An entry is a host name, or `*.` and a domain for its subdomains.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  '*.push.services.mozilla.com', // Firefox
  '*.notify.windows.com', // Edge on Windows
  '*.push.apple.com', // Safari (web.push.apple.com)
] as const;

const matches = (host: string, entry: string): boolean => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry);

// scheme, then a host of plain name characters and an optional port, then the path: anything a URL parser could read
// differently (a user name, a backslash, an escape, a tab) fails here rather than reaching a host we did not check
const ENDPOINT = /^https?:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]|$)/i;

/** Whether `endpoint` is an http(s) URL whose host is one of `hosts`. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  const host = ENDPOINT.exec(endpoint)?.[1]?.toLowerCase();
  return host !== undefined && hosts.some((entry) => matches(host, entry.trim().toLowerCase()));
}
