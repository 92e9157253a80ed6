import { describe, expect, it } from 'vitest';
import { TYPE_OF_TEMP_OTHER } from '../constants/type-of-temp.ts';
import { PAYROLL_COLUMNS, payrollCsv, type PayrollRow } from './payroll-columns.ts';

const row = (job: Pick<PayrollRow, 'typeOfTemp' | 'otherTxt' | 'sos'>): PayrollRow => ({
  substituteId: 's',
  firstName: 'Vera',
  lastName: 'Vikström',
  birthDate: null,
  schoolId: 'x',
  schoolName: 'Solbackaskolan',
  scheduledStart: '08:00',
  scheduledEnd: '12:00',
  askLessons: false,
  jobId: 'j',
  day: '2030-02-26',
  status: 'approved',
  late: false,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  submitted: null,
  start: '08:00',
  end: '12:00',
  breakMinutes: 0,
  lessons: null,
  ...job,
});

const typeCell = (r: PayrollRow, locale: 'sv' | 'fi') => PAYROLL_COLUMNS.find((c) => c.key === 'type')?.value(r, locale);

describe('the payroll export’s type of job', () => {
  it('names an SOS job "SOS" in both languages, as the screens and the statistics do', () => {
    const sos = row({ typeOfTemp: TYPE_OF_TEMP_OTHER, otherTxt: 'SOS', sos: true });
    expect(typeCell(sos, 'sv')).toBe('SOS');
    expect(typeCell(sos, 'fi')).toBe('SOS');
    expect(payrollCsv([sos], 'fi').split('\r\n')[1]).toContain(';SOS;');
  });

  it('keeps "Annan: <text>" for an other-type job that is no SOS, and the type’s name otherwise', () => {
    expect(typeCell(row({ typeOfTemp: TYPE_OF_TEMP_OTHER, otherTxt: 'Bibliotek', sos: false }), 'sv')).toBe('Annan: Bibliotek');
    expect(typeCell(row({ typeOfTemp: TYPE_OF_TEMP_OTHER, otherTxt: 'SOS', sos: false }), 'fi')).toBe('Muu: SOS');
    expect(typeCell(row({ typeOfTemp: 1, otherTxt: '', sos: false }), 'fi')).toBe('Luokanopettaja');
  });
});
