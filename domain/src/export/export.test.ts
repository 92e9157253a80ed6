import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, exportColumns, exportFileName, hoursToFill, type StatisticsJob } from './export-columns.ts';
import { organisationTitleFromEmail } from './organisation-title.ts';
import { median, summariseJobs, type ReportJob } from './report-summary.ts';

describe('organisationTitleFromEmail', () => {
  it('takes the organisation label of the domain', () => {
    expect(organisationTitleFromEmail('rektor@edu.espoo.fi')).toBe('Espoo');
    expect(organisationTitleFromEmail('Anna@Vasaovningsskola.FI')).toBe('Vasaovningsskola');
    expect(organisationTitleFromEmail('x@mail.pedersore-kommun.fi')).toBe('Pedersore Kommun');
    expect(organisationTitleFromEmail('nonsense')).toBe('');
  });
});

const job = (over: Partial<StatisticsJob> = {}): StatisticsJob => ({
  id: 'j',
  schoolName: 'Skolan',
  startDate: '2026-03-05',
  endDate: '2026-03-06',
  startTime: '08:00',
  endTime: '15:30',
  typeOfTemp: 17,
  otherTxt: 'Bibliotek',
  subjects: ['Matematik'],
  grades: ['3', 'forskola'],
  reason: 'Sjuk',
  sos: true,
  ownerName: 'Rita Rektor',
  chosenName: 'Vera V',
  applicants: 3,
  createdAt: '2026-03-01T06:00:00.000Z',
  chosenAt: '2026-03-01T09:30:00.000Z',
  ...over,
});

describe('export columns', () => {
  it('formats dates in Finnish format and computes the time to fill', () => {
    const values = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c.key, c.value(job(), 'sv')]));
    expect(values).toMatchObject({
      startDate: '05.03.2026',
      endDate: '06.03.2026',
      created: '01.03.2026 08:00',
      hoursToFill: 3.5,
      applicants: 3,
      grades: 'Förskola, Årskurs 3',
    });
    expect(values['type']).toBe('Bibliotek');
    // an SOS job as posted is SOS in the type column too, not "Annan: SOS"
    expect(EXPORT_COLUMNS.find((c) => c.key === 'type')?.value(job({ otherTxt: 'SOS' }), 'fi')).toBe('SOS');
    expect(EXPORT_COLUMNS.find((c) => c.key === 'type')?.value(job({ sos: false }), 'sv')).toBe('Annan: Bibliotek');
    expect(hoursToFill(job({ chosenAt: null }))).toBeNull();
    expect(exportFileName('2026-11-21', 'fi')).toBe('tilastot-2026-11-21.xlsx');
  });

  it('has the reason column only for the principal', () => {
    expect(exportColumns(true).map((c) => c.key)).toContain('reason');
    expect(exportColumns(false).map((c) => c.key)).not.toContain('reason');
    expect(exportColumns(false)).toHaveLength(EXPORT_COLUMNS.length - 1);
  });
});

describe('summariseJobs', () => {
  const r = (month: string, school: string, chosenAfterH: number | null, applicants: number): ReportJob => ({
    startDate: `${month}-10`,
    schoolId: school,
    schoolName: `School ${school}`,
    applicants,
    createdAt: '2026-01-01T00:00:00.000Z',
    chosenAt: chosenAfterH === null ? null : new Date(Date.parse('2026-01-01T00:00:00.000Z') + chosenAfterH * 3_600_000).toISOString(),
  });

  it('groups by month and school with share filled, median time to fill and applicants per job', () => {
    const s = summariseJobs([r('2026-01', 'a', 2, 4), r('2026-01', 'a', 6, 2), r('2026-01', 'b', null, 0), r('2026-02', 'a', 1, 1)]);
    expect(s.byMonth).toEqual([
      { month: '2026-01', posted: 3, filled: 2, shareFilled: 0.667, medianHoursToFill: 4, applicantsPerJob: 2 },
      { month: '2026-02', posted: 1, filled: 1, shareFilled: 1, medianHoursToFill: 1, applicantsPerJob: 1 },
    ]);
    expect(s.bySchool.map((b) => [b.schoolId, b.posted, b.filled])).toEqual([
      ['a', 3, 3],
      ['b', 1, 0],
    ]);
    expect(s.byMonthAndSchool).toHaveLength(3);
    expect(s.total.posted).toBe(4);
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
  });
});
