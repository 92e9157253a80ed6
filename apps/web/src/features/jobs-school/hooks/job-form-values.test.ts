import { describe, expect, it } from 'vitest';
import { emptyJobForm, validateEditedJob, validateNewJob, withStartDate, withStartTime, type JobFormValues } from './job-form-values.ts';

const TODAY = '2026-03-10';
const context = (needsSchool = false) => ({
  today: TODAY,
  locale: 'sv' as const,
  needsSchool,
  messages: { typeRequired: 'Välj typ av vikariat.', schoolRequired: 'Välj skola.' },
});
const filled = (patch: Partial<JobFormValues> = {}): JobFormValues => ({ ...emptyJobForm(TODAY), typeOfTemp: 1, ...patch });

describe('the new-job form', () => {
  it('starts today, 08:00–15:30, end date = start date, no type', () => {
    const v = emptyJobForm(TODAY, ['3', 'daghem', '1']);
    expect([v.startDate, v.endDate, v.startTime, v.endTime, v.typeOfTemp]).toEqual([TODAY, TODAY, '08:00', '15:30', null]);
    expect(v.grades).toEqual(['daghem', '1', '3']);
  });

  it('blocks submit and highlights the type when none is picked', () => {
    const result = validateNewJob(emptyJobForm(TODAY), [], context());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.typeOfTemp).toBe('Välj typ av vikariat.');
  });

  it('asks a principal with several schools to pick one', () => {
    const missing = validateNewJob(filled(), [], context(true));
    expect(!missing.ok && missing.errors.school).toBe('Välj skola.');
    const picked = validateNewJob(filled({ school: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b' }), [], context(true));
    expect(picked.ok).toBe(true);
  });

  it('refuses a start in the past and an end before the start', () => {
    const past = validateNewJob(filled({ startDate: '2026-03-09', endDate: '2026-03-09' }), [], context());
    expect(!past.ok && past.errors.startDate).toMatch(/förflutna/);
    const backwards = validateNewJob(filled({ startDate: '2026-03-12', endDate: '2026-03-11' }), [], context());
    expect(!backwards.ok && backwards.errors.endDate).toMatch(/före startdatumet/);
  });

  it('needs the free text for type 17 (other)', () => {
    const result = validateNewJob(filled({ typeOfTemp: 17 }), [], { ...context(), locale: 'fi' });
    expect(!result.ok && result.errors.otherTxt).toBe('Kuvaile sijaisuuden tyyppi.');
    expect(validateNewJob(filled({ typeOfTemp: 17, otherTxt: 'Kock' }), [], context()).ok).toBe(true);
  });

  it('builds the addtemp payload with sorted grades, the files and the teacher', () => {
    const teacher = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5c';
    const result = validateNewJob(filled({ grades: ['5', 'forskola'], regarding: teacher, subjects: ['Matematik'] }), ['a.pdf'], context());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.payload).toMatchObject({ grades: ['forskola', '5'], files: ['a.pdf'], regarding: teacher, typeOfTemp: 1, endDate: TODAY, subjects: ['Matematik'] });
    }
  });

  it('lets an edited job keep a start in the past', () => {
    const result = validateEditedJob('0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5d', filled({ startDate: '2020-01-01', endDate: '2020-01-01' }), [], {
      locale: 'sv',
      messages: context().messages,
    });
    expect(result.ok).toBe(true);
  });
});

describe('dependent fields', () => {
  it('moves an end date before a new start date along', () => {
    expect(withStartDate(filled(), '2026-03-15').endDate).toBe('2026-03-15');
    expect(withStartDate(filled({ endDate: '2026-03-20' }), '2026-03-15').endDate).toBe('2026-03-20');
  });

  it('moves an end time that is no longer after the start to the next 5-minute step', () => {
    expect(withStartTime(filled(), '16:00').endTime).toBe('16:05');
    expect(withStartTime(filled(), '09:00').endTime).toBe('15:30');
  });
});
