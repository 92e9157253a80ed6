import * as oidc from 'openid-client';

/**
 * The person's claims after a code exchange: the ID token's, completed from the UserInfo endpoint when the provider
 * keeps scope claims there (OpenID Connect allows either; oidc-provider and many brokers do the latter). The ID
 * token's own claims win, and UserInfo is checked against its subject by openid-client.
 */
export async function personClaims(config: oidc.Configuration, tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers, wanted: readonly string[]) {
  const claims = tokens.claims();
  if (claims === undefined) throw new Error('no ID token');
  const missing = wanted.some((name) => claims[name] === undefined);
  if (!missing || config.serverMetadata().userinfo_endpoint === undefined) return { ...claims };
  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  return { ...info, ...claims };
}
