import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv.ts';
import { payrollCsv, type PayrollRow } from './payroll-columns.ts';

describe('csvField', () => {
  it('keeps plain text, quotes the separator, quotes and line breaks', () => {
    expect(csvField('Alfaskolan')).toBe('Alfaskolan');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}HYPERLINK("http://x","y")`).startsWith(`"'${start}`)).toBe(true);
    expect(csvField('=1+1')).toBe("'=1+1");
  });
});

describe('csvDocument', () => {
  it('is UTF-8 with a byte-order mark, ; between fields and CRLF line ends', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa;b\r\n1;2\r\n');
  });

  it('keeps a substitute named like a formula as text in the payroll file', () => {
    const row: PayrollRow = {
      substituteId: 's',
      firstName: 'Ville',
      lastName: '=cmd|calc',
      birthDate: null,
      schoolId: 'x',
      schoolName: 'Alfaskolan',
      typeOfTemp: 1,
      otherTxt: '',
      sos: false,
      scheduledStart: '08:00',
      scheduledEnd: '15:30',
      askLessons: false,
      jobId: 'j',
      day: '2030-01-15',
      status: 'approved',
      late: false,
      note: null,
      reviewedBy: null,
      reviewedAt: null,
      submitted: null,
      start: '08:00',
      end: '15:30',
      breakMinutes: 30,
      lessons: null,
    };
    const line = payrollCsv([row], 'sv').split('\r\n')[1] ?? '';
    expect(line.startsWith("'=cmd|calc Ville;;Alfaskolan;15.1.2030;08:00;15:30;30;7,00;")).toBe(true);
  });
});
