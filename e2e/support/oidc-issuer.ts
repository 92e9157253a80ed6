import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider for the end-to-end run, standing in for a Finnish strong-identification broker.
 * Its development sign-in page accepts any user name: the person "identifies" by typing one.
 */
export async function startOidcIssuer(port: number, redirectUri: string): Promise<{ issuer: string; server: Server }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'vikariat-e2e',
        client_secret: 'vikariat-e2e-client-secret',
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id }) }),
    cookies: { keys: ['vikariat-e2e-oidc-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, server };
}
