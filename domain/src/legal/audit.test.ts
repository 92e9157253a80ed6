import { describe, expect, it } from 'vitest';
import { auditLogCsv, auditLogFilterSchema, type AuditEntry } from './audit.ts';

const entry: AuditEntry = {
  id: 1,
  at: '2026-11-28T08:00:00.000Z',
  action: 'sync-log',
  detail: 'user=x; "quoted"',
  admin: { id: 'a', email: 'admin@x.fi', name: 'Ada Admin' },
  subject: null,
  names: {},
};

describe('the audit log CSV', () => {
  it('is UTF-8 with a BOM, ; separated, CRLF, with quoted fields where needed and actions named and details in words', () => {
    const csv = auditLogCsv([entry], 'fi', () => '28.11.2026 10:00');
    expect(csv.startsWith('\uFEFFAika;Ylläpitäjä;Mitä;Kenen;Lisätiedot\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('28.11.2026 10:00;Ada Admin <admin@x.fi>;Synkronointiloki;;"Tili: x; ""quoted"""');
  });
});

describe('the audit log filter', () => {
  it('takes e-mails and days, and refuses an end before the start under `to`', () => {
    expect(auditLogFilterSchema.parse({ admin: ' Ada@X.fi ', from: '2026-11-01' })).toMatchObject({ admin: 'ada@x.fi', from: '2026-11-01', limit: 500 });
    const bad = auditLogFilterSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['to']);
    expect(auditLogFilterSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});
