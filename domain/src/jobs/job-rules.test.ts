import { describe, expect, it } from 'vitest';
import { applicationStatus, hasValidPoliceRecord, policeRecordState, regionCodesOf, sortApplicants, type SortableApplicant } from './job-rules.ts';

const today = { year: 2026, month: 3, day: 10 };

describe('applicationStatus', () => {
  it.each([
    [null, 'pending'],
    ['me', 'accepted'],
    ['someone', 'denied'],
  ] as const)('chosen %s → %s', (chosen, status) => {
    expect(applicationStatus(chosen, 'me')).toBe(status);
  });
});

describe('hasValidPoliceRecord', () => {
  it.each([
    [{ policeRecord: { isActive: true, expirationDate: '2026-03-10' } }, true],
    [{ policeRecord: { isActive: true, expirationDate: '2026-12-01' } }, true],
    [{ policeRecord: { isActive: true, expirationDate: '2026-03-09' } }, false],
    [{ policeRecord: { isActive: false, expirationDate: '2026-12-01' } }, false],
    [{ policeRecord: { isActive: true } }, false],
    [{}, false],
  ])('%o → %s', (profile, valid) => {
    expect(hasValidPoliceRecord(profile, today)).toBe(valid);
  });
});

describe('policeRecordState (what a school sees: the expiration date)', () => {
  it.each([
    ['2026-03-10', 'valid'],
    ['2026-03-09', 'expired'],
    ['2026-13-40', 'missing'],
    [null, 'missing'],
    [undefined, 'missing'],
  ] as const)('%s → %s', (date, state) => {
    expect(policeRecordState(date, today)).toBe(state);
  });
});

describe('regionCodesOf', () => {
  it('reads codes and municipality objects, ignoring junk', () => {
    expect(regionCodesOf({ regions: ['091', { code: '049', name_swe: 'Esbo' }, 7, null] })).toEqual(['091', '049']);
    expect(regionCodesOf({})).toEqual([]);
  });
});

describe('sortApplicants', () => {
  const a = (lastName: string, age: number | null, status: string, appliedAt: string): SortableApplicant => ({
    firstName: 'X',
    lastName,
    age,
    status,
    appliedAt,
  });
  const list = [a('Öberg', 30, 'Lärare', '2026-01-03'), a('Andersson', null, 'Studerande', '2026-01-02'), a('Berg', 22, 'Annan', '2026-01-01')];
  it.each([
    ['alphabetical', ['Andersson', 'Berg', 'Öberg']],
    ['age', ['Berg', 'Öberg', 'Andersson']],
    ['teacher', ['Öberg', 'Berg', 'Andersson']],
    ['student', ['Andersson', 'Berg', 'Öberg']],
    ['other', ['Berg', 'Andersson', 'Öberg']],
    ['registration', ['Berg', 'Andersson', 'Öberg']],
  ] as const)('%s', (sort, order) => {
    expect(sortApplicants(list, sort).map((x) => x.lastName)).toEqual(order);
  });
});
