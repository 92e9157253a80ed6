import { inTransaction } from '../../db/transaction.ts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { accountMsg, localeOfSiteLang, parseLocalDate, type Locale } from '@vikariat/domain';
import { eq, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts, identityRequests } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { personClaims } from '../auth/oidc-claims.ts';
import { brokerConfig, currentBroker, type Broker } from './identity-broker.ts';

/**
 * Identity verification through OpenID Connect (authorization code + PKCE), as Finnish strong-identification
 * brokers offer it. The PKCE verifier and nonce stay in the database, bound to the account that started, for 10
 * minutes and one use. The flow is bound to the browser that started it as well: `start` gives that browser a random
 * key in an httpOnly cookie, and the OIDC nonce is the key's hash (OpenID Connect Core §15.5.2). Matched by `state`
 * alone, a link to the provider started on one account could be sent to someone else, whose bank identity would then
 * land on the starter's account; a callback without the key of its request is refused before the code is exchanged.
 */
const REQUEST_TTL_MS = 10 * 60_000;
export const IDENTITY_COOKIE = { name: 'vk_identity', path: '/api/shared/identity', maxAgeSeconds: REQUEST_TTL_MS / 1000 } as const;
const CALLBACK_PATH = '/api/shared/identity/callback';

/**
 * The name and birth date of the claims, under the names the broker uses (default given_name/family_name/birthdate;
 * the name split at its last word when the parts are missing), birth date YYYY-MM-DD.
 */
function verifiedIdentityOf(claims: Record<string, unknown>, names: Broker['claims']): { givenName: string | null; familyName: string | null; birthDate: string | null } {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : null);
  let givenName = str(claims[names.givenName]);
  let familyName = str(claims[names.familyName]);
  const full = str(claims['name']);
  if ((givenName === null || familyName === null) && full !== null && full.includes(' ')) {
    givenName = full.slice(0, full.lastIndexOf(' '));
    familyName = full.slice(full.lastIndexOf(' ') + 1);
  }
  const birth = str(claims[names.birthDate]);
  return { givenName, familyName, birthDate: birth !== null && parseLocalDate(birth) !== null ? birth : null };
}

const hashState = (state: string): string => createHash('sha256').update(state).digest('hex');
/** The OIDC nonce of a browser key: what the request keeps and the provider's ID token must carry. */
const nonceOf = (browserKey: string): string => createHash('sha256').update(browserKey).digest('base64url');
const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/shared/identity/start → the issuer's authorization URL to send the browser to, and the key the route gives
 * that browser (IDENTITY_COOKIE) for the callback to prove it is the same one.
 */
export async function startIdentityVerification(deps: AppDeps, user: AuthUser, locale: Locale): Promise<{ url: string; browserKey: string }> {
  const { broker } = await currentBroker(deps);
  const config = broker === null ? null : await brokerConfig(broker).catch(() => null);
  if (config === null) throw new AppError(503, 'identity_unavailable', accountMsg('identityUnavailable', locale));
  const state = oidc.randomState();
  const browserKey = randomBytes(32).toString('base64url');
  const nonce = nonceOf(browserKey);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  const { db } = deps.database;
  await db.delete(identityRequests).where(lt(identityRequests.expiresAt, now));
  await db.insert(identityRequests).values({
    stateHash: hashState(state),
    accountId: user.id,
    codeVerifier,
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${deps.env.publicUrl}${CALLBACK_PATH}`,
    scope: 'openid profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, browserKey };
}

/**
 * GET /api/shared/identity/callback: completes the exchange and marks the account verified → where the
 * browser goes next: /app/profile?status=success|error&message=... (in the account's language). `browserKey`: the
 * calling browser's IDENTITY_COOKIE; another browser's callback is refused in that browser's language (`browserLocale`).
 */
export async function completeIdentityVerification(deps: AppDeps, query: string, browserKey: string | undefined, browserLocale: Locale): Promise<string> {
  const params = new URLSearchParams(query);
  const state = params.get('state') ?? '';
  const { db } = deps.database;
  const now = deps.now();
  // single use: the request is removed whatever happens next
  const [request] =
    state === ''
      ? []
      : await db
          .delete(identityRequests)
          .where(eq(identityRequests.stateHash, hashState(state)))
          .returning();
  const [account] = request === undefined ? [] : await db.select({ siteLang: accounts.siteLang }).from(accounts).where(eq(accounts.id, request.accountId));
  const locale: Locale = account === undefined ? 'sv' : localeOfSiteLang(account.siteLang);
  const back = (status: 'success' | 'error', message: string) => `${deps.env.publicUrl}/app/profile?${new URLSearchParams({ status, message }).toString()}`;
  if (request === undefined || account === undefined || request.expiresAt <= now) {
    return back('error', accountMsg('identityFailed', locale));
  }
  // the request (now spent) was started in another browser: nothing of this one's identification reaches that account
  if (browserKey === undefined || !sameText(nonceOf(browserKey), request.nonce)) {
    deps.log.warn({ accountId: request.accountId }, 'identity callback from a browser that did not start the verification');
    return back('error', accountMsg('identityOtherBrowser', browserLocale));
  }
  let identity: ReturnType<typeof verifiedIdentityOf>;
  try {
    const { broker } = await currentBroker(deps);
    if (broker === null) throw new Error('no identification provider in use');
    const config = await brokerConfig(broker);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${deps.env.publicUrl}${CALLBACK_PATH}?${params.toString()}`), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    identity = verifiedIdentityOf(await personClaims(config, tokens, Object.values(broker.claims)), broker.claims);
  } catch (error) {
    deps.log.warn({ err: error }, 'identity verification failed');
    return back('error', accountMsg('identityFailed', locale));
  }
  await inTransaction(db, async (tx) => {
    await tx.update(accounts).set({ identityVerified: true }).where(eq(accounts.id, request.accountId));
    // the verified name and birth date, and nothing else of the claims (issue 25)
    await tx.execute(sql`UPDATE accounts SET identity_verified_at = ${now.toISOString()}::timestamptz, verified_given_name = ${identity.givenName},
                           verified_family_name = ${identity.familyName}, verified_birth_date = ${identity.birthDate}::date, seq = nextval('change_seq')
                         WHERE id = ${request.accountId}`);
  });
  return back('success', accountMsg('identityVerified', locale));
}
