// oidc-provider ships no type declarations; this covers what the identity and sign-on tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    token_endpoint_auth_method?: string;
  }

  interface Configuration {
    clients?: ClientMetadata[];
    pkce?: { required?: () => boolean };
    findAccount?: (ctx: unknown, id: string) => { accountId: string; claims: () => Record<string, unknown> };
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
