import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { todayInFinland } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadGet } from '../../../lib/download-post.ts';

/** The audit-log filters as the form holds them; empty means any. Days are yyyy-MM-dd (Helsinki). */
export type AuditFilter = {
  admin: string;
  person: string;
  from: string;
  to: string;
};
export const EMPTY_AUDIT_FILTER: AuditFilter = { admin: '', person: '', from: '', to: '' };

const personSchema = z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable();
const entrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  detail: z.string(),
  admin: personSchema,
  subject: personSchema,
  // what an id in the detail names (a school by its name)
  names: z.record(z.string(), z.string()).default({}),
});
export type AuditEntryView = z.infer<typeof entrySchema>;

export const auditParams = (filter: AuditFilter): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of ['admin', 'person', 'from', 'to'] as const) if (filter[key].trim()) params.set(key, filter[key].trim());
  return params;
};

/** GET /api/admin/audit-log: the admins' reads of personal data, newest first. */
export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', filter],
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/audit-log?${auditParams(filter).toString()}`, { schema: z.object({ entries: z.array(entrySchema) }), signal })).entries,
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQuery(filter));

/** GET /api/admin/audit-log.csv with the same filters, saved as a file. */
export const downloadAuditLogCsv = (filter: AuditFilter): Promise<void> =>
  downloadGet(`/api/admin/audit-log.csv?${auditParams(filter).toString()}`, `audit-log-${todayInFinland()}.csv`);
