// oidc-provider ships no type declarations; this covers what demo mode's identification provider and the tests use
// (the server's and the e2e project's: e2e/tsconfig.json includes this one file).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    token_endpoint_auth_method?: string;
  }

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: ClientMetadata[];
    pkce?: { required?: () => boolean };
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    features?: { devInteractions?: { enabled: boolean } };
  }

  interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  }

  class Grant {
    constructor(init: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
