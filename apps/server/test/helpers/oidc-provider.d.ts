// oidc-provider ships no type declarations; this covers what the identity test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    token_endpoint_auth_method?: string;
  }

  interface Configuration {
    clients?: ClientMetadata[];
    pkce?: { required?: () => boolean };
    findAccount?: (ctx: unknown, id: string) => { accountId: string; claims: () => Record<string, unknown> };
    cookies?: { keys?: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
