import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { EXPORT_MESSAGES, ERROR_CODES, type IssuePasscodePayload, type Locale } from '@vikariat/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { AppDeps, AuthUser } from '../../context.ts';
import { exportAuthFailures, exportPasscodes, schools } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';

/** At most this many wrong passcodes per client in the window, then 429 until the window passes. */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const STATS_TOKEN_SECONDS = 8 * 3600;
const STATS_AUDIENCE = 'vikariat:stats';
/** Crockford base32 without look-alikes: passcodes are read aloud and typed. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** Passcodes are 80 random bits, so a plain SHA-256 (not a slow hash) is enough to keep them secret at rest. */
const normalisePasscode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashPasscode = (code: string): string => createHash('sha256').update(normalisePasscode(code)).digest('hex');

function newPasscode(): string {
  let out = '';
  for (const byte of randomBytes(32)) {
    if (byte >= 240) continue; // 240 = 8 × 30: no modulo bias
    out += ALPHABET[byte % ALPHABET.length];
    if (out.length === 16) break;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

/** POST /api/admin/export-passcodes: the passcode is answered this once and stored only as a hash. */
export async function issuePasscode(
  deps: AppDeps,
  admin: AuthUser,
  payload: IssuePasscodePayload,
  locale: Locale,
): Promise<{ id: string; passcode: string; expiresAt: string }> {
  // a passcode for a school that is not there (a typo, a removed school) would export nothing and say nothing
  const wanted = [...new Set(payload.schools)];
  if (wanted.length > 0) {
    const [found] = await deps.database.db.select({ n: count() }).from(schools).where(inArray(schools.id, wanted));
    if ((found?.n ?? 0) !== wanted.length) throw badRequest(EXPORT_MESSAGES.unknownSchool[locale], { schools: EXPORT_MESSAGES.unknownSchool[locale] });
  }
  const passcode = newPasscode();
  const id = randomUUID();
  const expiresAt = new Date(deps.now().getTime() + payload.validDays * 86_400_000);
  await deps.database.db.insert(exportPasscodes).values({
    id,
    codeHash: hashPasscode(passcode),
    label: payload.label,
    schoolIds: payload.schools,
    createdBy: admin.id,
    createdAt: deps.now(),
    expiresAt,
  });
  return { id, passcode, expiresAt: expiresAt.toISOString() };
}

export interface StatsGrant {
  passcodeId: string;
  label: string;
  /** empty: every school */
  schoolIds: string[];
}

/** POST /api/stats/statistics/auth {code} → a statistics token (not an account session). */
export async function authenticatePasscode(deps: AppDeps, code: string, clientKey: string, locale: Locale): Promise<string> {
  const db = deps.database.db;
  const now = deps.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [failures] = await db
    .select({ n: count() })
    .from(exportAuthFailures)
    .where(and(eq(exportAuthFailures.clientKey, clientKey), gt(exportAuthFailures.failedAt, since)));
  if ((failures?.n ?? 0) >= MAX_FAILURES) {
    throw new AppError(429, ERROR_CODES.throttled, EXPORT_MESSAGES.throttled[locale], { code: EXPORT_MESSAGES.throttled[locale] });
  }
  const rows = await db
    .select()
    .from(exportPasscodes)
    .where(and(eq(exportPasscodes.codeHash, hashPasscode(code)), isNull(exportPasscodes.revokedAt)))
    .limit(1);
  const found = rows[0];
  if (found === undefined || (found.expiresAt !== null && found.expiresAt <= now)) {
    await db.insert(exportAuthFailures).values({ clientKey, failedAt: now });
    // old failures are of no use to anyone
    await db.delete(exportAuthFailures).where(sql`${exportAuthFailures.failedAt} < ${new Date(now.getTime() - 2 * FAILURE_WINDOW_MS).toISOString()}::timestamptz`);
    throw badRequest(EXPORT_MESSAGES.wrongCode[locale], { code: EXPORT_MESSAGES.wrongCode[locale] }, ERROR_CODES.invalidCredentials);
  }
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: 'stats' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(found.id)
    .setAudience(STATS_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + STATS_TOKEN_SECONDS)
    .sign(deps.jwtKey);
}

/** The grant behind a statistics token, while its passcode is neither revoked nor expired; null otherwise. */
export async function verifyStatsToken(deps: AppDeps, token: string): Promise<StatsGrant | null> {
  let passcodeId: string;
  try {
    const { payload } = await jwtVerify(token, deps.jwtKey, { algorithms: ['HS256'], audience: STATS_AUDIENCE, currentDate: deps.now() });
    if (payload['scope'] !== 'stats' || typeof payload.sub !== 'string') return null;
    passcodeId = payload.sub;
  } catch {
    return null;
  }
  const rows = await deps.database.db
    .select()
    .from(exportPasscodes)
    .where(and(eq(exportPasscodes.id, passcodeId), isNull(exportPasscodes.revokedAt)))
    .limit(1);
  const found = rows[0];
  if (found === undefined || (found.expiresAt !== null && found.expiresAt <= deps.now())) return null;
  return { passcodeId: found.id, label: found.label, schoolIds: found.schoolIds };
}

/** GET /api/admin/export-passcodes: what was issued (never the passcodes themselves). */
export async function listPasscodes(deps: AppDeps) {
  const rows = await deps.database.db
    .select()
    .from(exportPasscodes)
    .orderBy(sql`${exportPasscodes.createdAt} DESC`);
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    schools: r.schoolIds,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}

/** DELETE /api/admin/export-passcodes/:id: the passcode and every token it gave stop working at once. */
export async function revokePasscode(deps: AppDeps, id: string): Promise<boolean> {
  const rows = await deps.database.db
    .update(exportPasscodes)
    .set({ revokedAt: deps.now() })
    .where(and(eq(exportPasscodes.id, id), isNull(exportPasscodes.revokedAt)))
    .returning({ id: exportPasscodes.id });
  return rows.length > 0;
}
