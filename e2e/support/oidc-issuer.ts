import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider for the end-to-end run, standing in for a Finnish strong-identification broker and
 * for a municipality's staff sign-in (issue 25). Its development sign-in page accepts any user name: the person
 * "identifies" by typing one; a name that is an e-mail address is vouched for as that person's verified e-mail.
 */
export async function startOidcIssuer(port: number, appUrl: string): Promise<{ issuer: string; server: Server }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'vikariat-e2e',
        client_secret: 'vikariat-e2e-client-secret',
        redirect_uris: [`${appUrl}/api/shared/identity/callback`, `${appUrl}/api/shared/sso/callback`],
        post_logout_redirect_uris: [`${appUrl}/app/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => (id.includes('@') ? { sub: id, email: id, email_verified: true } : { sub: id }) }),
    cookies: { keys: ['vikariat-e2e-oidc-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, server };
}
