import type { AuditAction } from '@vikariat/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { recordAdminRead } from '../services/admin/audit-log.ts';

/** Whose data a read showed, when it was one person's (an account id), from the request or what it read. */
export type SubjectOf = (c: Context<AppEnv>) => Promise<string | null> | string | null;
/** What a read asked for, as `key=value&...` (audit-detail.ts names each part); by default the query string. */
export type DetailOf = (c: Context<AppEnv>) => Promise<string> | string;

/**
 * What of the query string can be kept: a NUL or a lone surrogate cannot be stored in Postgres text, and the U+FFFD a
 * malformed %-sequence decodes to is a character nobody sent (the malformed-input test holds both): all are left out.
 * A read answered from the first of two same-named parameters still records the junk second one, so this is needed.
 */
const storable = (text: string): string => text.replace(/\0|\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidOrNull = (value: string | undefined): string | null => (value !== undefined && UUID.test(value) ? value : null);

/** The file or entry opened, then the query string (the filter). */
const queryDetail: DetailOf = (c) => {
  // parsed, not decoded by hand: a malformed %-sequence must not turn a read into a 500
  const search = [...new URL(c.req.url).searchParams].map(([k, v]) => `${k}=${v}`).join('&');
  const file = c.req.param('file') ?? c.req.param('id');
  return [file, search].filter(Boolean).join(' ');
};

/**
 * The detail of a read asked for in a POST body, whose query string says nothing: the parts `pick` names of the body
 * as the route's own schema reads it (hono keeps the body's text once the route read it). Asked after a read that
 * succeeded, so the body was valid.
 */
export function bodyDetail<S extends z.ZodType>(schema: S, pick: (payload: z.infer<S>) => Record<string, string | undefined>): DetailOf {
  return async (c) => {
    let parsed: z.ZodSafeParseResult<z.infer<S>>;
    try {
      parsed = schema.safeParse(JSON.parse(await c.req.text()));
    } catch {
      return '';
    }
    if (!parsed.success) return '';
    return Object.entries(pick(parsed.data))
      .filter((part): part is [string, string] => part[1] !== undefined)
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
  };
}

/**
 * After `requireAuth('admin')` on every admin read of personal data (issue 25): once the read succeeded, one audit row
 * (admin, what, whose, when, what was asked for as detail) is written before the answer leaves. A failed write fails
 * the request, so no personal data is shown without its row; a refused or failed read writes none.
 */
export function auditedRead(action: AuditAction, subjectOf?: SubjectOf, detailOf: DetailOf = queryDetail) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status >= 300 || c.var.user.role !== 'admin') return;
    const { deps, user } = c.var;
    await recordAdminRead(deps.database.db, {
      adminId: user.id,
      action,
      subjectId: subjectOf ? await subjectOf(c) : null,
      detail: storable(await detailOf(c)),
      at: deps.now(),
    });
  });
}
