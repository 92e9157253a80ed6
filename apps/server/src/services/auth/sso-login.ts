import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isProviderDomain, SSO_MESSAGES, type Locale, type SsoMessageKey } from '@vikariat/domain';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { publishTeachersChanged } from '../../realtime/named-events.ts';
import { providerById, providerConfig, type SsoProviderRow } from './sso-providers.ts';
import { createSession } from './sessions.ts';
import { personClaims } from './oidc-claims.ts';
import { tokenBodyFor } from './token-body.ts';

/**
 * Staff sign-in through an organisation's OpenID Connect provider (authorization code + PKCE, decision 032). The
 * browser carries only `state`; after the callback it carries a one-time ticket (a minute) that the web app trades
 * for a session, so no access token ever sits in a URL.
 */
const REQUEST_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 60_000;
export const SSO_CALLBACK_PATH = '/api/shared/sso/callback';
const hash = (value: string): string => createHash('sha256').update(value).digest('hex');
const message = (key: SsoMessageKey, locale: Locale) => SSO_MESSAGES[key][locale];

/** The account is staff of the provider's organisation: one of its schools is the provider's school or in its municipality. */
const IN_ORGANISATION = (providerAlias: string) =>
  sql.raw(`'{teacher,principal,ledare}'::text[] && a.roles AND NOT 'admin' = ANY(a.roles) AND EXISTS (
    SELECT 1 FROM schools s
    WHERE (s.id = a.school_id OR s.id IN (SELECT ps.school_id FROM principal_schools ps WHERE ps.account_id = a.id))
      AND (s.id = ${providerAlias}.school_id OR s.municipality = ${providerAlias}.municipality))`);

/** POST /api/shared/sso/lookup: the enabled providers for an e-mail's domain (what the login screen offers). */
export async function lookupProviders(deps: AppDeps, email: string): Promise<{ id: string; name: string }[]> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return queryRows<{ id: string; name: string }>(
    deps.database.db,
    sql`SELECT id, name FROM sso_providers WHERE enabled AND ${domain} = ANY(email_domains) ORDER BY name, id`,
  );
}

/** Password sign-in is refused for staff of an organisation that switched it off (decided after the password, so no enumeration). */
export async function passwordLoginDisabledFor(db: Executor, accountId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM accounts a, sso_providers p WHERE a.id = ${accountId} AND p.enabled AND p.password_login_disabled AND ${IN_ORGANISATION('p')}`,
  );
  return rows.length > 0;
}

async function enabledProvider(deps: AppDeps, id: string, locale: Locale): Promise<SsoProviderRow> {
  const row = await providerById(deps.database.db, id);
  if (row === undefined || !row.enabled) throw notFound(message('unavailable', locale));
  return row;
}

/** POST /api/shared/sso/start {providerId} → the provider's authorization URL. */
export async function startSso(deps: AppDeps, providerId: string, locale: Locale): Promise<string> {
  const row = await enabledProvider(deps, providerId, locale);
  const config = await providerConfig(deps, row).catch((error: unknown) => {
    deps.log.warn({ err: error, provider: row.id }, 'sso discovery failed');
    throw new AppError(503, 'sso_unavailable', message('unavailable', locale));
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  const { db } = deps.database;
  await db.execute(sql`DELETE FROM sso_requests WHERE expires_at < ${now.toISOString()}`);
  await db.execute(sql`DELETE FROM sso_tickets WHERE expires_at < ${now.toISOString()}`);
  await db.execute(
    sql`INSERT INTO sso_requests (state_hash, provider_id, code_verifier, nonce, locale, created_at, expires_at)
        VALUES (${hash(state)}, ${row.id}, ${codeVerifier}, ${nonce}, ${locale}, ${now.toISOString()}, ${new Date(now.getTime() + REQUEST_TTL_MS).toISOString()})`,
  );
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${deps.env.publicUrl}${SSO_CALLBACK_PATH}`,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

interface Claims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

type Outcome = { ticket: string } | { error: SsoMessageKey } | { notice: SsoMessageKey };

/**
 * GET /api/shared/sso/callback → where the browser goes next: /app/login?sso=<ticket>, or /app/login?ssoError=<message>
 * (or ssoNotice for a created account). The request is single use: it is removed whatever happens next.
 */
export async function completeSso(deps: AppDeps, query: string): Promise<string> {
  const params = new URLSearchParams(query);
  const state = params.get('state') ?? '';
  const now = deps.now();
  const [request] =
    state === ''
      ? []
      : await queryRows<{ provider_id: string; code_verifier: string; nonce: string; locale: string; expires_at: Date | string }>(
          deps.database.db,
          sql`DELETE FROM sso_requests WHERE state_hash = ${hash(state)} RETURNING provider_id, code_verifier, nonce, locale, expires_at`,
        );
  const locale: Locale = request?.locale === 'fi' ? 'fi' : 'sv';
  const to = (outcome: Outcome) => {
    const q =
      'ticket' in outcome ? { sso: outcome.ticket } : 'error' in outcome ? { ssoError: message(outcome.error, locale) } : { ssoNotice: message(outcome.notice, locale) };
    return `${deps.env.publicUrl}/app/login?${new URLSearchParams(q).toString()}`;
  };
  if (request === undefined || new Date(request.expires_at) <= now) return to({ error: 'failed' });
  const provider = await providerById(deps.database.db, request.provider_id);
  if (provider === undefined || !provider.enabled) return to({ error: 'unavailable' });
  let claims: Claims;
  let idToken: string;
  try {
    const config = await providerConfig(deps, provider);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${deps.env.publicUrl}${SSO_CALLBACK_PATH}?${params.toString()}`), {
      pkceCodeVerifier: request.code_verifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    if (tokens.id_token === undefined) throw new Error('no ID token');
    claims = await personClaims(config, tokens, ['email', 'email_verified']);
    idToken = tokens.id_token;
  } catch (error) {
    deps.log.warn({ err: error, provider: provider.id }, 'sso sign-in failed');
    return to({ error: 'failed' });
  }
  return to(await signInAs(deps, provider, claims, idToken, locale));
}

async function signInAs(deps: AppDeps, provider: SsoProviderRow, claims: Claims, idToken: string, locale: Locale): Promise<Outcome> {
  const { db } = deps.database;
  const now = deps.now();
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    const member = (where: ReturnType<typeof sql>) =>
      queryRows<{ id: string; approved: boolean; locked: boolean; confirmed_at: unknown }>(
        tx,
        sql`SELECT a.id, a.approved, a.locked, a.confirmed_at FROM accounts a, sso_providers p WHERE p.id = ${provider.id} AND ${IN_ORGANISATION('p')} AND ${where}`,
      );
    // a subject signed in before keeps its account; a first sign-in is linked by an e-mail the provider vouches for, at
    // one of its domains
    let [account] = await member(sql`a.id = (SELECT account_id FROM sso_links WHERE provider_id = ${provider.id} AND subject = ${claims.sub})`);
    if (account === undefined) {
      if (claims.email_verified !== true || typeof claims.email !== 'string') return { error: 'emailNotVerified' } as const;
      const email = claims.email.trim().toLowerCase();
      if (!isProviderDomain(email, provider.email_domains)) return { error: 'foreignDomain' } as const;
      [account] = await member(sql`a.email = ${email}`);
      if (account === undefined) {
        const taken = await queryRows(tx, sql`SELECT 1 FROM accounts WHERE email = ${email}`);
        // an address with an account outside the organisation is never taken over, nor is a new one made beside it
        if (provider.create_teachers_school_id === null || taken.length > 0) return { error: 'noAccount' } as const;
        await createInactiveTeacher(tx, provider, provider.create_teachers_school_id, email, claims, locale, now);
        return { notice: 'created' } as const;
      }
      await tx.execute(sql`INSERT INTO sso_links (provider_id, subject, account_id, linked_at) VALUES (${provider.id}, ${claims.sub}, ${account.id}, ${now.toISOString()})
                           ON CONFLICT DO NOTHING`);
    }
    if (!account.approved || account.locked || account.confirmed_at === null) return { error: 'inactive' } as const;
    const ticket = randomBytes(32).toString('base64url');
    await tx.execute(
      sql`INSERT INTO sso_tickets (ticket_hash, account_id, provider_id, id_token, expires_at)
          VALUES (${hash(ticket)}, ${account.id}, ${provider.id}, ${idToken}, ${new Date(now.getTime() + TICKET_TTL_MS).toISOString()})`,
    );
    return { ticket };
  });
  // the principal's teacher list shows the newcomer (announced after commit)
  if ('notice' in outcome && provider.create_teachers_school_id !== null) await publishTeachersChanged(deps, provider.create_teachers_school_id);
  return outcome;
}

/** A teacher of the chosen school, confirmed by the provider but inactive until a principal activates them; no usable password. */
async function createInactiveTeacher(tx: Executor, provider: SsoProviderRow, schoolId: string, email: string, claims: Claims, locale: Locale, at: Date) {
  const id = randomUUID();
  const name = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  const now = at.toISOString();
  await tx.execute(
    sql`INSERT INTO accounts (id, email, password_hash, first_name, last_name, type_of_user, roles, site_lang, school_id, approved, confirmed_at)
        VALUES (${id}, ${email}, ${await hashPassword(randomBytes(32).toString('base64url'))}, ${name(claims.given_name)}, ${name(claims.family_name)},
                'teacher', ARRAY['teacher']::text[], ${locale === 'sv' ? 2 : 1}, ${schoolId}, false, ${now})`,
  );
  await tx.execute(sql`INSERT INTO sso_links (provider_id, subject, account_id, linked_at) VALUES (${provider.id}, ${claims.sub}, ${id}, ${now})`);
}

/** POST /api/shared/sso/finish {ticket} → {token}: a session marked with its provider (for the provider's logout). */
export async function finishSso(deps: AppDeps, ticket: string, locale: Locale, userAgent: string): Promise<{ token: string }> {
  const now = deps.now();
  return inTransaction(deps.database.db, async (tx) => {
    const [row] = await queryRows<{ account_id: string; provider_id: string; id_token: string }>(
      tx,
      sql`DELETE FROM sso_tickets WHERE ticket_hash = ${hash(ticket)} AND expires_at > ${now.toISOString()} RETURNING account_id, provider_id, id_token`,
    );
    if (row === undefined) throw new AppError(400, 'sso_failed', message('failed', locale), { ticket: message('failed', locale) });
    const sessionId = await createSession(tx, row.account_id, now, userAgent);
    await tx.execute(sql`INSERT INTO sso_sessions (session_id, provider_id, id_token) VALUES (${sessionId}, ${row.provider_id}, ${row.id_token})`);
    await tx.execute(sql`UPDATE accounts SET last_login_at = ${now.toISOString()} WHERE id = ${row.account_id}`);
    return { token: await signAccessToken(await tokenBodyFor(tx, row.account_id, sessionId), deps.jwtKey, now) };
  });
}

/** After sign-out: the provider's end-session URL for a session begun there, when the provider offers one. */
export async function providerLogoutUrl(deps: AppDeps, sessionId: string): Promise<string | null> {
  const [row] = await queryRows<{ provider_id: string; id_token: string }>(
    deps.database.db,
    sql`SELECT provider_id, id_token FROM sso_sessions WHERE session_id = ${sessionId}`,
  );
  if (row === undefined) return null;
  const provider = await providerById(deps.database.db, row.provider_id);
  if (provider === undefined) return null;
  try {
    const config = await providerConfig(deps, provider);
    if (config.serverMetadata().end_session_endpoint === undefined) return null;
    return oidc.buildEndSessionUrl(config, { id_token_hint: row.id_token, post_logout_redirect_uri: `${deps.env.publicUrl}/app/login` }).href;
  } catch (error) {
    deps.log.warn({ err: error, provider: provider.id }, 'sso logout url unavailable');
    return null;
  }
}
