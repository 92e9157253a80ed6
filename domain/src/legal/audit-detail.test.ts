import { describe, expect, it } from 'vitest';
import { auditDetailText } from './audit-detail.ts';

describe("an audit row's detail in words", () => {
  it("names the audit log's filter in the reader's language, days as dd.MM.yyyy", () => {
    const detail = 'admin=ada@x.fi&person=anna@example.fi&from=2026-11-01&to=2026-11-30&limit=500';
    expect(auditDetailText('audit-log', detail, 'sv')).toBe(
      'Administratör: ada@x.fi, person: anna@example.fi, från och med: 01.11.2026, till och med: 30.11.2026, högst rader: 500',
    );
    expect(auditDetailText('audit-log', detail, 'fi')).toBe('Ylläpitäjä: ada@x.fi, henkilö: anna@example.fi, alkaen: 01.11.2026, asti: 30.11.2026, enintään rivejä: 500');
  });

  it('names coded values, and an instant as its time in Finland', () => {
    expect(auditDetailText('sync-log', 'kind=push&outcome=rejected&from=2026-11-27T22:30:00.000Z', 'fi')).toBe(
      'Tyyppi: Lähetys, tulos: Hylätty, alkaen: 28.11.2026 00:30',
    );
    expect(auditDetailText('deliveries', 'status=failed&channel=email', 'sv')).toBe('Status: Misslyckad, kanal: E-post');
    expect(auditDetailText('cancellations', 'late=true&by=school', 'sv')).toBe('Sen avbokning: ja, avbokad av: Skolan');
  });

  it('names what was opened before the filter', () => {
    expect(auditDetailText('mail', '1764411000000-anna.eml', 'sv')).toBe('Meddelande: 1764411000000-anna.eml');
    expect(auditDetailText('sync-log-entry', '42', 'fi')).toBe('Tapahtuma: 42');
  });

  it('names the school and the month of a read asked for in a body (a school’s hours), the school by the name given', () => {
    const school = '0190a5b2-7c3d-7e4f-8a9b-0000000000d1';
    const names = { [school]: 'Solbackaskolan' };
    expect(auditDetailText('hours', `school=${school}&month=2026-11`, 'sv', names)).toBe('Skola: Solbackaskolan, månad: november 2026');
    expect(auditDetailText('payroll-export', `school=${school}&month=2026-01&format=xlsx`, 'fi', names)).toBe(
      'Koulu: Solbackaskolan, kuukausi: tammikuu 2026, muoto: xlsx',
    );
    // a school no longer known keeps its id; a month that is not one stays as it came
    expect(auditDetailText('hours', `school=${school}&month=2026-13`, 'sv')).toBe(`Skola: ${school}, månad: 2026-13`);
    expect(auditDetailText('hours', 'school=__proto__', 'sv', names)).toBe('Skola: __proto__');
  });

  it('keeps what it does not know as it was stored, and says nothing of an empty detail', () => {
    expect(auditDetailText('sync-log', 'colour=red&device=ab&&x', 'sv')).toBe('Colour=red, enhet: ab, x');
    expect(auditDetailText('feedback', '', 'fi')).toBe('');
    // a value that is not a date stays as it came
    expect(auditDetailText('audit-log', 'from=tomorrow', 'sv')).toBe('Från och med: tomorrow');
  });
});
