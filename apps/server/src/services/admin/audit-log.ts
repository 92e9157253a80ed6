import type { AuditAction, AuditEntry, AuditLogFilter } from '@vikariat/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

export interface AdminRead {
  adminId: string;
  action: AuditAction;
  subjectId: string | null;
  detail: string;
  at: Date;
}

/** One row per admin read of personal data; written by the request that read (http/audited-read.ts). */
export async function recordAdminRead(db: Executor, read: AdminRead): Promise<void> {
  await db.insert(adminAuditLog).values({ ...read, detail: read.detail.slice(0, 500) });
}

/** The account an e-mail names, for the filters that take one; null when nobody has it. */
export async function accountIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE email = ${email.trim().toLowerCase()}`);
  return row?.id ?? null;
}

interface Row extends Record<string, unknown> {
  id: number | string;
  at: Date | string;
  action: string;
  detail: string;
  admin_id: string;
  admin_email: string | null;
  admin_name: string | null;
  subject_id: string | null;
  subject_email: string | null;
  subject_name: string | null;
  names: Record<string, string> | null;
}

const HEX = '[0-9a-fA-F]';
/** a `school=<uuid>` part of a detail (a filter, or the school of an hours read): only a whole uuid, so the cast holds */
const SCHOOL_PART = `(?:^|[ &])school=(${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12})(?:&|$)`;

/**
 * The log, newest first, filtered by admin and person (their e-mails) and by days in Helsinki (inclusive). An erased
 * account's id names nobody: the row stays, without a name. A school the detail names comes with its name, so the row
 * says whose data was read in words.
 */
export async function listAuditLog(db: Executor, filter: AuditLogFilter): Promise<AuditEntry[]> {
  const where: SQL[] = [sql`true`];
  if (filter.admin !== undefined) where.push(sql`ad.email = ${filter.admin}`);
  if (filter.person !== undefined) where.push(sql`su.email = ${filter.person}`);
  if (filter.from !== undefined) where.push(sql`l.at >= (${filter.from}::date)::timestamp AT TIME ZONE 'Europe/Helsinki'`);
  if (filter.to !== undefined) where.push(sql`l.at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')`);
  const rows = await queryRows<Row>(
    db,
    sql`SELECT l.id, l.at, l.action, l.detail, l.admin_id, ad.email AS admin_email, ad.first_name || ' ' || ad.last_name AS admin_name,
          su.id AS subject_id, su.email AS subject_email, su.first_name || ' ' || su.last_name AS subject_name,
          (SELECT jsonb_build_object(s.id, s.name) FROM schools s WHERE s.id = (substring(l.detail FROM ${SCHOOL_PART}))::uuid) AS names
        FROM admin_audit_log l
        LEFT JOIN accounts ad ON ad.id = l.admin_id
        LEFT JOIN accounts su ON su.id = l.subject_id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY l.at DESC, l.id DESC
        LIMIT ${filter.limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    action: r.action,
    detail: r.detail,
    admin: r.admin_email === null ? null : { id: r.admin_id, email: r.admin_email, name: r.admin_name ?? '' },
    subject: r.subject_id === null || r.subject_email === null ? null : { id: r.subject_id, email: r.subject_email, name: r.subject_name ?? '' },
    names: r.names ?? {},
  }));
}
