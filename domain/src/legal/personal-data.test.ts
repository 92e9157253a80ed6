import { describe, expect, it } from 'vitest';
import { cellText, PERSONAL_DATA_SHEETS, personalDataFileName } from './personal-data.ts';
import { ROLE_WORDS } from './personal-data-words.ts';

describe('the personal data export', () => {
  it('writes dates as dd.MM.yyyy (and Helsinki time), yes/no in the reader’s language, lists joined', () => {
    expect(cellText('2026-03-04', 'date', 'sv')).toBe('04.03.2026');
    expect(cellText('2026-03-04T06:30:00.000Z', 'datetime', 'fi')).toBe('04.03.2026 08:30');
    expect(cellText(true, 'bool', 'fi')).toBe('Kyllä');
    expect(cellText(false, 'bool', 'sv')).toBe('Nej');
    expect(cellText(['Matematik', 'Fysik'], 'list', 'sv')).toBe('Matematik, Fysik');
    expect(cellText(null, 'datetime', 'sv')).toBe('');
    expect(cellText(12, 'number', 'sv')).toBe(12);
  });

  it('writes a code in the reader’s words, and a code it has no words for as it is', () => {
    const status = PERSONAL_DATA_SHEETS.find((s) => s.key === 'hours')?.columns.find((c) => c.key === 'status');
    expect(cellText('noShow', 'text', 'fi', status?.words)).toBe('Ei saapunut');
    expect(cellText('corrected', 'text', 'sv', status?.words)).toBe('Rättad av skolan');
    expect(cellText('user', 'text', 'sv', ROLE_WORDS)).toBe('Vikarie');
    expect(cellText('a_newer_code', 'text', 'sv', ROLE_WORDS)).toBe('a_newer_code');
    // an inherited name is not a code's words
    expect(cellText('constructor', 'text', 'sv', ROLE_WORDS)).toBe('constructor');
  });

  it('has one sheet per kind, each with a unique key and names in both languages within Excel’s 31 characters', () => {
    const keys = PERSONAL_DATA_SHEETS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const sheet of PERSONAL_DATA_SHEETS) {
      expect(sheet.title.sv.length).toBeLessThanOrEqual(31);
      expect(sheet.title.fi.length).toBeLessThanOrEqual(31);
      expect(sheet.columns.length).toBeGreaterThan(0);
    }
  });

  it('names the file by the Helsinki day', () => {
    expect(personalDataFileName('sv', new Date('2026-11-27T22:30:00Z'), 'xlsx')).toBe('vikariat-mina-uppgifter-2026-11-28.xlsx');
    expect(personalDataFileName('fi', new Date('2026-11-27T12:00:00Z'), 'json')).toBe('vikariat-omat-tiedot-2026-11-27.json');
  });
});
