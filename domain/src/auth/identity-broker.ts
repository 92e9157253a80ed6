import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { ssoClientId, ssoClientSecret, ssoIssuer } from './sso.ts';

/**
 * The substitutes' strong-identification broker (issue 25): one OpenID Connect provider, configured by an admin like
 * the staff providers. Brokers name their claims differently, so the admin says which claims carry the name and birth date.
 */
const claim = text()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Ange namnet på ett anspråk (t.ex. given_name)|Anna väitteen nimi (esim. given_name)');

/** PUT /api/admin/identity-broker: the secret is required the first time and replaced only when one is sent. */
export const identityBrokerSaveSchema = z.object({
  issuer: ssoIssuer,
  clientId: ssoClientId,
  clientSecret: ssoClientSecret.optional(),
  givenNameClaim: claim.default('given_name'),
  familyNameClaim: claim.default('family_name'),
  birthDateClaim: claim.default('birthdate'),
  enabled: z.boolean().default(true),
});
export type IdentityBrokerSave = z.infer<typeof identityBrokerSaveSchema>;

/** Where the broker in use comes from: the admin screen, the OIDC_ISSUER bootstrap, the demo's local provider, or none. */
export type IdentityBrokerSource = 'admin' | 'env' | 'demo' | 'none';

/** What an admin reads (never the secret). `saved` is the admin's row, whether or not it is in use. */
export interface IdentityBrokerView {
  source: IdentityBrokerSource;
  issuer: string | null;
  saved: {
    issuer: string;
    clientId: string;
    givenNameClaim: string;
    familyNameClaim: string;
    birthDateClaim: string;
    enabled: boolean;
    hasSecret: true;
  } | null;
}
