import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a random port, standing in for a municipality's Entra ID, MPASSid
 * or a strong-identification broker. Its development sign-in accepts any subject; `people` gives each one's claims.
 */
export interface TestIssuer {
  issuer: string;
  people: Map<string, Record<string, unknown>>;
  /**
   * When set, the provider's next token response carries this ID token instead of its own (one the same provider
   * signed for another client: a genuine token whose audience is not Vikariat). Cleared after use.
   */
  swapNextIdToken: string | null;
  close(): Promise<void>;
}

export interface IssuerClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

/** `extraClaims`: more claims released with the profile scope (a broker's own names for the name and birth date). */
export async function startTestIssuer(clients: IssuerClient[], extraClaims: string[] = []): Promise<TestIssuer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, Record<string, unknown>>();
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({ ...c, token_endpoint_auth_method: 'client_secret_post' })),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'birthdate', ...extraClaims] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ ...people.get(id), sub: id }) }),
    cookies: { keys: ['sso-test-cookie-key'] },
  });
  const handler = provider.callback();
  const issuerState: TestIssuer = { issuer, people, swapNextIdToken: null, close: () => closeServer(server) };
  server.on('request', (req, res) => {
    const swap = issuerState.swapNextIdToken;
    if (swap !== null && req.method === 'POST' && req.url?.startsWith('/token') === true) {
      issuerState.swapNextIdToken = null;
      const end = res.end.bind(res) as (chunk?: unknown) => typeof res;
      res.end = ((chunk?: unknown) => {
        const body = JSON.stringify({ ...(JSON.parse(String(chunk)) as Record<string, unknown>), id_token: swap });
        res.setHeader('content-length', Buffer.byteLength(body));
        return end(body);
      }) as typeof res.end;
    }
    handler(req, res);
  });
  return issuerState;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A browser's walk through the provider: signs in as `subject`, consents (or, with `abort`, gives up at the first page),
 * and returns the URL the provider sends the browser back to (the first one starting with `until`).
 */
export async function walkProvider(issuer: string, authorizationUrl: string, subject: string, until: string, abort = false): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eqAt = pair?.indexOf('=') ?? -1;
      if (pair !== undefined && eqAt > 0) jar.set(pair.slice(0, eqAt), pair.slice(eqAt + 1));
    }
  };
  let url = authorizationUrl;
  let step = 0;
  for (let hops = 0; hops < 20; hops += 1) {
    if (url.startsWith(until)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    const location = res.headers.get('location');
    if (location !== null) {
      url = new URL(location, url).href;
      continue;
    }
    const uid = /\/interaction\/([^/?#]+)/.exec(url)?.[1];
    if (uid === undefined) throw new Error(`unexpected page ${url} (${res.status})`);
    const target = abort ? `${issuer}/interaction/${uid}/abort` : `${issuer}/interaction/${uid}`;
    const body = step === 0 ? new URLSearchParams({ prompt: 'login', login: subject, password: 'x' }) : new URLSearchParams({ prompt: 'consent' });
    step += 1;
    const submitted = abort
      ? await fetch(target, { redirect: 'manual', headers: { cookie: cookieHeader() } })
      : await fetch(target, { method: 'POST', redirect: 'manual', body, headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' } });
    remember(submitted);
    url = new URL(submitted.headers.get('location') ?? '', target).href;
  }
  throw new Error('too many redirects');
}

/**
 * The `cookie` header a browser sends back after an answer that set the identity verification's key (vk_identity):
 * the callback is accepted only from the browser that started (identity.ts).
 */
export function identityCookie(start: Response): string {
  const line = start.headers.getSetCookie().find((l) => l.startsWith('vk_identity='));
  if (line === undefined) throw new Error('the start set no vk_identity cookie');
  return line.split(';')[0] ?? '';
}
