import { sql } from 'drizzle-orm';
import type { IdentityBrokerSave, IdentityBrokerView, Locale, SsoDiscoveryReport } from '@vikariat/domain';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { badRequest } from '../../http/errors.ts';
import { discoveryReport } from '../auth/sso-providers.ts';
import { openSecret, sealSecret } from '../auth/sso-secret.ts';

/**
 * The substitutes' strong-identification broker: the admin's row (identity_broker) when there is one, else the
 * OIDC_ISSUER bootstrap of the environment (which demo mode fills with its local provider). A disabled row switches
 * verification off rather than falling back: the admin's word wins over the environment.
 */
const NONE_IN_USE = { sv: 'ingen identifieringstjänst är i bruk', fi: 'mikään tunnistuspalvelu ei ole käytössä' } as const;

interface BrokerRow extends Record<string, unknown> {
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  given_name_claim: string;
  family_name_claim: string;
  birth_date_claim: string;
  enabled: boolean;
  updated_at: Date | string;
}

export interface Broker {
  issuer: string;
  clientId: string;
  secret: string | undefined;
  claims: { givenName: string; familyName: string; birthDate: string };
  /** a version of the configuration, so a change is discovered afresh */
  version: string;
}

const DEFAULT_CLAIMS = { givenName: 'given_name', familyName: 'family_name', birthDate: 'birthdate' };
const SECRET_MISSING = { sv: 'Ange klienthemligheten', fi: 'Anna asiakassalaisuus' } as const;

async function brokerRow(deps: AppDeps): Promise<BrokerRow | undefined> {
  const [row] = await queryRows<BrokerRow>(deps.database.db, sql`SELECT * FROM identity_broker WHERE id = 1`);
  return row;
}

/** The broker in use and where it comes from. */
export async function currentBroker(deps: AppDeps): Promise<{ broker: Broker | null; source: IdentityBrokerView['source'] }> {
  const row = await brokerRow(deps);
  if (row !== undefined) {
    if (!row.enabled) return { broker: null, source: 'none' };
    const claims = { givenName: row.given_name_claim, familyName: row.family_name_claim, birthDate: row.birth_date_claim };
    const secret = openSecret(deps.jwtKey, row.client_secret_sealed);
    return { broker: { issuer: row.issuer, clientId: row.client_id, secret, claims, version: `admin ${new Date(row.updated_at).getTime()}` }, source: 'admin' };
  }
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = deps.env;
  if (issuer === undefined || clientId === undefined) return { broker: null, source: 'none' };
  return { broker: { issuer, clientId, secret, claims: DEFAULT_CLAIMS, version: `env ${issuer} ${clientId}` }, source: deps.env.identityDemo === true ? 'demo' : 'env' };
}

const configs = new Map<string, Promise<oidc.Configuration>>();

/** The broker's discovered configuration, once per version (a failed discovery is retried next time). */
export function brokerConfig(broker: Broker): Promise<oidc.Configuration> {
  let config = configs.get(broker.version);
  if (config === undefined) {
    // plain http only for a local issuer (development, demo and tests); the schema allows nothing else
    const insecure = new URL(broker.issuer).protocol === 'http:';
    config = oidc.discovery(new URL(broker.issuer), broker.clientId, broker.secret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    config.catch(() => configs.delete(broker.version));
    configs.set(broker.version, config);
  }
  return config;
}

export async function brokerView(deps: AppDeps): Promise<IdentityBrokerView> {
  const [row, current] = await Promise.all([brokerRow(deps), currentBroker(deps)]);
  return {
    source: current.source,
    issuer: current.broker?.issuer ?? null,
    saved:
      row === undefined
        ? null
        : {
            issuer: row.issuer,
            clientId: row.client_id,
            givenNameClaim: row.given_name_claim,
            familyNameClaim: row.family_name_claim,
            birthDateClaim: row.birth_date_claim,
            enabled: row.enabled,
            hasSecret: true,
          },
  };
}

/** PUT: creates the row (a secret required) or replaces its fields (the secret only when one is sent). */
export async function saveBroker(deps: AppDeps, p: IdentityBrokerSave, locale: Locale): Promise<IdentityBrokerView> {
  const existing = await brokerRow(deps);
  if (existing === undefined && p.clientSecret === undefined) {
    const message = SECRET_MISSING[locale];
    throw badRequest(message, { clientSecret: message });
  }
  const sealed = p.clientSecret === undefined ? existing?.client_secret_sealed : sealSecret(deps.jwtKey, p.clientSecret);
  await deps.database.db.execute(sql`
    INSERT INTO identity_broker (id, issuer, client_id, client_secret_sealed, given_name_claim, family_name_claim, birth_date_claim, enabled, updated_at)
    VALUES (1, ${p.issuer}, ${p.clientId}, ${sealed}, ${p.givenNameClaim}, ${p.familyNameClaim}, ${p.birthDateClaim}, ${p.enabled}, ${deps.now().toISOString()})
    ON CONFLICT (id) DO UPDATE SET issuer = EXCLUDED.issuer, client_id = EXCLUDED.client_id, client_secret_sealed = EXCLUDED.client_secret_sealed,
      given_name_claim = EXCLUDED.given_name_claim, family_name_claim = EXCLUDED.family_name_claim, birth_date_claim = EXCLUDED.birth_date_claim,
      enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`);
  return brokerView(deps);
}

/** "Test": discovers the broker in use now (never throws for the broker's faults). */
export async function testBroker(deps: AppDeps, locale: Locale): Promise<SsoDiscoveryReport> {
  const { broker } = await currentBroker(deps);
  // shown to the admin as it is: in their language
  if (broker === null) return { ok: false, error: NONE_IN_USE[locale] };
  return discoveryReport(() => brokerConfig(broker));
}
