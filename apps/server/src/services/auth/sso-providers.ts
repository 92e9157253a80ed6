import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale, SsoDiscoveryReport, SsoProviderCreate, SsoProviderUpdate, SsoProviderView } from '@vikariat/domain';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { openSecret, sealSecret } from './sso-secret.ts';

/** An organisation's provider as stored (the sealed secret never leaves this file and sso-login.ts). */
export interface SsoProviderRow extends Record<string, unknown> {
  id: string;
  name: string;
  municipality: string | null;
  school_id: string | null;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  email_domains: string[];
  enabled: boolean;
  password_login_disabled: boolean;
  create_teachers_school_id: string | null;
  updated_at: Date | string;
}

const TEXT = {
  notFound: { sv: 'Inloggningen hittades inte', fi: 'Kirjautumista ei löytynyt' },
  unknownSchool: { sv: 'Skolan finns inte', fi: 'Koulua ei löydy' },
  outside: { sv: 'Skolan hör inte till organisationen', fi: 'Koulu ei kuulu organisaatioon' },
} as const;

export const toView = (row: SsoProviderRow): SsoProviderView => ({
  id: row.id,
  name: row.name,
  municipality: row.municipality,
  schoolId: row.school_id,
  issuer: row.issuer,
  clientId: row.client_id,
  emailDomains: row.email_domains,
  enabled: row.enabled,
  passwordLoginDisabled: row.password_login_disabled,
  createTeachersSchoolId: row.create_teachers_school_id,
  hasSecret: true,
});

export async function providerById(db: Executor, id: string): Promise<SsoProviderRow | undefined> {
  const [row] = await queryRows<SsoProviderRow>(db, sql`SELECT * FROM sso_providers WHERE id = ${id}`);
  return row;
}

const configs = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration, cached per version of the row (a failed discovery is retried next time). */
export function providerConfig(deps: AppDeps, row: SsoProviderRow): Promise<oidc.Configuration> {
  const key = `${row.id} ${new Date(row.updated_at).getTime()}`;
  let config = configs.get(key);
  if (config === undefined) {
    // plain http only for a local issuer (development and tests); the schema allows nothing else
    const insecure = new URL(row.issuer).protocol === 'http:';
    const secret = openSecret(deps.jwtKey, row.client_secret_sealed);
    config = oidc.discovery(new URL(row.issuer), row.client_id, secret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    config.catch(() => configs.delete(key));
    configs.set(key, config);
  }
  return config;
}

/** The school that receives created teachers must exist and lie inside the organisation. */
async function checkTeacherSchool(db: Executor, schoolId: string | null, org: { municipality: string | null; school_id: string | null }, locale: Locale) {
  if (schoolId === null) return;
  const [school] = await queryRows<{ id: string; municipality: string }>(db, sql`SELECT id, municipality FROM schools WHERE id = ${schoolId}`);
  if (school === undefined) throw badRequest(TEXT.unknownSchool[locale], { createTeachersSchoolId: TEXT.unknownSchool[locale] });
  if (org.school_id !== null ? org.school_id !== schoolId : org.municipality !== school.municipality) {
    throw badRequest(TEXT.outside[locale], { createTeachersSchoolId: TEXT.outside[locale] });
  }
}

export async function listProviders(deps: AppDeps): Promise<SsoProviderView[]> {
  const rows = await queryRows<SsoProviderRow>(deps.database.db, sql`SELECT * FROM sso_providers ORDER BY name, id`);
  return rows.map(toView);
}

export async function createProvider(deps: AppDeps, p: SsoProviderCreate, locale: Locale): Promise<SsoProviderView> {
  const { db } = deps.database;
  if (p.schoolId !== null && (await queryRows(db, sql`SELECT 1 FROM schools WHERE id = ${p.schoolId}`)).length === 0) {
    throw badRequest(TEXT.unknownSchool[locale], { schoolId: TEXT.unknownSchool[locale] });
  }
  await checkTeacherSchool(db, p.createTeachersSchoolId, { municipality: p.municipality, school_id: p.schoolId }, locale);
  const now = deps.now().toISOString();
  const [row] = await queryRows<SsoProviderRow>(
    db,
    sql`INSERT INTO sso_providers (id, name, municipality, school_id, issuer, client_id, client_secret_sealed, email_domains, enabled,
                                   password_login_disabled, create_teachers_school_id, created_at, updated_at)
        VALUES (${randomUUID()}, ${p.name}, ${p.municipality}, ${p.schoolId}, ${p.issuer}, ${p.clientId}, ${sealSecret(deps.jwtKey, p.clientSecret)},
                ${sql`ARRAY[${sql.join(
                  p.emailDomains.map((d) => sql`${d}`),
                  sql`, `,
                )}]::text[]`}, ${p.enabled}, ${p.passwordLoginDisabled}, ${p.createTeachersSchoolId}, ${now}, ${now})
        RETURNING *`,
  );
  if (row === undefined) throw new Error('insert returned nothing');
  return toView(row);
}

export async function updateProvider(deps: AppDeps, id: string, p: SsoProviderUpdate, locale: Locale): Promise<SsoProviderView> {
  const { db } = deps.database;
  const row = await providerById(db, id);
  if (row === undefined) throw notFound(TEXT.notFound[locale]);
  if (p.createTeachersSchoolId !== undefined) await checkTeacherSchool(db, p.createTeachersSchoolId, row, locale);
  const sets = [
    p.name === undefined ? null : sql`name = ${p.name}`,
    p.issuer === undefined ? null : sql`issuer = ${p.issuer}`,
    p.clientId === undefined ? null : sql`client_id = ${p.clientId}`,
    p.clientSecret === undefined ? null : sql`client_secret_sealed = ${sealSecret(deps.jwtKey, p.clientSecret)}`,
    p.emailDomains === undefined
      ? null
      : sql`email_domains = ARRAY[${sql.join(
          p.emailDomains.map((d) => sql`${d}`),
          sql`, `,
        )}]::text[]`,
    p.enabled === undefined ? null : sql`enabled = ${p.enabled}`,
    p.passwordLoginDisabled === undefined ? null : sql`password_login_disabled = ${p.passwordLoginDisabled}`,
    p.createTeachersSchoolId === undefined ? null : sql`create_teachers_school_id = ${p.createTeachersSchoolId}`,
  ].filter((s) => s !== null);
  const [updated] = await queryRows<SsoProviderRow>(
    db,
    sql`UPDATE sso_providers SET ${sql.join([...sets, sql`updated_at = ${deps.now().toISOString()}`], sql`, `)} WHERE id = ${id} RETURNING *`,
  );
  if (updated === undefined) throw notFound(TEXT.notFound[locale]);
  return toView(updated);
}

/** "Test": discovers the issuer now and reports what an admin needs to know (never throws for the issuer's faults). */
export async function testProvider(deps: AppDeps, id: string, locale: Locale): Promise<SsoDiscoveryReport> {
  const row = await providerById(deps.database.db, id);
  if (row === undefined) throw notFound(TEXT.notFound[locale]);
  return discoveryReport(() => providerConfig(deps, row));
}

/** What a discovery found, or why it failed (also the identification broker's test). */
export async function discoveryReport(discover: () => Promise<oidc.Configuration>): Promise<SsoDiscoveryReport> {
  try {
    const meta = (await discover()).serverMetadata();
    return {
      ok: true,
      issuer: meta.issuer,
      authorizationEndpoint: meta.authorization_endpoint ?? null,
      tokenEndpoint: meta.token_endpoint ?? null,
      endSessionEndpoint: meta.end_session_endpoint ?? null,
      pkceS256: meta.code_challenge_methods_supported?.includes('S256') ?? false,
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.slice(0, 300) : 'discovery failed' };
  }
}
