import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type OidcProvider from 'oidc-provider';
import type { Logger } from 'pino';
import type { AppDeps } from '../context.ts';
import { queryRows } from '../db/query.ts';
import type { Env } from '../env.ts';

/**
 * Demo mode's strong-identification provider: a real OpenID Connect provider (oidc-provider, the package the tests use)
 * on a local port, so "Verify identity" works on a fresh machine. Its sign-in page says plainly that it is a demo and
 * vouches for the name and birth date of the demo account whose e-mail is typed. It runs only in demo mode (never with
 * DEMO=0, nor on a Postgres server unless DEMO=1), only when no OIDC_ISSUER is set, and only where oidc-provider is
 * installed (a development dependency: a production install leaves it out). An admin's broker always wins over it.
 */
export interface DemoIdentity {
  env: Env;
  /** gives the provider the database, to read the demo accounts' names */
  attach(deps: AppDeps): void;
  close(): Promise<void>;
}

const CLIENT_ID = 'vikariat-demo';
const CALLBACK_PATH = '/api/shared/identity/callback';

export const demoIdentityWanted = (env: Env): boolean => env.demo && env.OIDC_ISSUER === undefined;

interface Person extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  birth: string | null;
}

/** The claims of the demo account with this e-mail (a birth date YYYYMMDD in the profile becomes YYYY-MM-DD). */
async function claimsOf(deps: AppDeps | null, email: string): Promise<Record<string, unknown>> {
  if (deps === null) return {};
  const [p] = await queryRows<Person>(
    deps.database.db,
    sql`SELECT first_name, last_name, profile->>'birthDate' AS birth FROM accounts WHERE lower(email) = lower(${email})`,
  );
  if (p === undefined) return {};
  const birth = p.birth !== null && /^\d{8}$/.test(p.birth) ? `${p.birth.slice(0, 4)}-${p.birth.slice(4, 6)}-${p.birth.slice(6)}` : undefined;
  return { given_name: p.first_name, family_name: p.last_name, birthdate: birth };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in page, in both languages, saying what it is. */
const page = (uid: string, hint: string) => `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo – stark identifiering / vahva tunnistautuminen</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}h1{font-size:1.5rem;overflow-wrap:anywhere}
.demo{background:#fff3cd;border:2px solid #8a6d00;padding:.75rem;border-radius:.5rem}label{display:block;margin-top:1rem;font-weight:600}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}button{margin-top:1rem;font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><main>
<h1>Demo-identifiering <span lang="fi">/ Demotunnistautuminen</span></h1>
<p class="demo" role="note"><strong>Endast för demo.</strong> Detta är ingen riktig bank-id eller stark identifiering: den intygar namn och
födelsedatum för det demokonto vars e-post du skriver.<br><span lang="fi"><strong>Vain demoa varten.</strong> Tämä ei ole oikea
pankkitunnistautuminen: se vahvistaa sen demotilin nimen ja syntymäajan, jonka sähköpostin kirjoitat.</span></p>
<form method="post" action="/demo-login/${escapeHtml(uid)}">
<label for="email">E-post <span lang="fi">/ Sähköposti</span></label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(hint)}" autofocus>
<button type="submit">Identifiera <span lang="fi">/ Tunnistaudu</span></button>
</form></main></body></html>`;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

export async function startDemoIdentity(env: Env, log: Logger): Promise<DemoIdentity | null> {
  if (!demoIdentityWanted(env)) return null;
  let Provider: typeof OidcProvider;
  try {
    Provider = (await import('oidc-provider')).default;
  } catch {
    log.info('demo identification provider not started: oidc-provider is not installed');
    return null;
  }
  let deps: AppDeps | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const secret = randomBytes(24).toString('base64url');
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT_ID, client_secret: secret, redirect_uris: [`${env.publicUrl}${CALLBACK_PATH}`], token_endpoint_auth_method: 'client_secret_post' }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['given_name', 'family_name', 'birthdate'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: async () => ({ ...(await claimsOf(deps, id)), sub: id }) }),
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    interactions: { url: (_ctx, interaction) => `/demo-login/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
  });
  const oidcHandler = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/demo-login/') !== true) return oidcHandler(req, res);
    void interaction(req, res).catch((error: unknown) => {
      log.warn({ err: error }, 'demo identification failed');
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Demo-identifieringen misslyckades / Demotunnistautuminen epäonnistui');
    });
  });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'POST') {
      const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
      if (email === '') throw new Error('no e-mail');
      return provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === 'consent' && details.session !== undefined) {
      // the person came to be identified for Vikariat: consent is implied
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      if (details.prompt.details.missingOIDCScope !== undefined) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
      if (details.prompt.details.missingOIDCClaims !== undefined) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    }
    const hint = typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(details.uid, hint));
  }

  log.info({ issuer }, 'demo identification provider started (not for production)');
  return {
    env: { ...env, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: secret, identityDemo: true },
    attach: (d) => {
      deps = d;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
