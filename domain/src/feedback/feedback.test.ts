import { describe, expect, it } from 'vitest';
import { parseLocalDate, type CalendarDate } from '../jobs/wall-clock.ts';
import {
  addMonths,
  extractCovers,
  extractSeenSchema,
  extractValidUntil,
  feedbackSaveSchema,
  feedbackWindow,
  namesCriminalRecordExtract,
  seenOnProblem,
  suggestsKeeping,
  summarise,
} from './index.ts';

const d = (text: string): CalendarDate => parseLocalDate(text) as CalendarDate;
const job = { startDate: '2030-03-04', endDate: '2030-03-05', startTime: '08:00', endTime: '14:00' };
/** 2030-03-05 at hh:mm in Helsinki (UTC+2 in March) */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

describe('feedback window', () => {
  it('opens when the last day ends and closes 14 days later', () => {
    expect(feedbackWindow(job, at('2030-03-05', '13:59'))).toBe('not_ended');
    expect(feedbackWindow(job, at('2030-03-05', '14:00'))).toBe('open');
    expect(feedbackWindow(job, at('2030-03-19', '13:59'))).toBe('open');
    expect(feedbackWindow(job, at('2030-03-19', '14:00'))).toBe('closed');
  });
});

describe('feedback payload', () => {
  it('takes 1–5 and a comment, trimmed', () => {
    const jobId = '0190a0a0-0000-7000-8000-000000000000';
    expect(feedbackSaveSchema.parse({ jobId, rating: 5, comment: ' Bra ' })).toEqual({ jobId, rating: 5, comment: 'Bra' });
    expect(feedbackSaveSchema.parse({ jobId, rating: 1 }).comment).toBe('');
    for (const rating of [0, 6, 3.5, '4', null]) expect(feedbackSaveSchema.safeParse({ jobId, rating }).success).toBe(false);
    expect(feedbackSaveSchema.safeParse({ jobId, rating: 3, comment: 'x'.repeat(2001) }).success).toBe(false);
    expect(feedbackSaveSchema.safeParse({ jobId: 'nope', rating: 3 }).success).toBe(false);
  });
});

describe('summaries and the suggestion to keep a substitute', () => {
  it('averages to one decimal', () => {
    expect(summarise([])).toEqual({ count: 0, average: null });
    expect(summarise([5, 4, 4])).toEqual({ count: 3, average: 4.3 });
  });
  it('needs an average of at least 4 over at least 2 jobs', () => {
    expect(suggestsKeeping([5])).toBe(false);
    expect(suggestsKeeping([4, 4])).toBe(true);
    expect(suggestsKeeping([5, 3])).toBe(true);
    expect(suggestsKeeping([5, 2])).toBe(false);
  });
});

describe('criminal-record extract seen', () => {
  it('is valid six calendar months, clamped to the month’s end', () => {
    expect(extractValidUntil(d('2026-06-15'))).toEqual(d('2026-12-15'));
    expect(extractValidUntil(d('2026-08-31'))).toEqual(d('2027-02-28'));
    expect(extractValidUntil(d('2027-08-31'))).toEqual(d('2028-02-29'));
    expect(addMonths(d('2026-11-30'), -12)).toEqual(d('2025-11-30'));
  });
  it('refuses a day in the future or one whose six months ran out', () => {
    const today = d('2026-11-28');
    expect(seenOnProblem(d('2026-11-28'), today)).toBeNull();
    expect(seenOnProblem(d('2026-11-29'), today)).toBe('future');
    expect(seenOnProblem(d('2026-05-28'), today)).toBeNull();
    expect(seenOnProblem(d('2026-05-27'), today)).toBe('too_old');
  });
  it('covers a job valid through its last day', () => {
    expect(extractCovers('2026-12-15', '2026-12-15')).toBe(true);
    expect(extractCovers('2026-12-15', '2026-12-16')).toBe(false);
    expect(extractCovers(null, '2026-12-01')).toBe(false);
  });
  it('takes a real date and an e-mail', () => {
    expect(extractSeenSchema.safeParse({ email: 'A@B.fi', seenOn: '2026-02-30' }).success).toBe(false);
    expect(extractSeenSchema.parse({ email: ' A@B.fi ', seenOn: '2026-11-01' })).toEqual({ email: 'a@b.fi', seenOn: '2026-11-01' });
  });
  it('knows a file named as an extract in Swedish, Finnish or English', () => {
    for (const name of ['Utdrag ur straffregistret.pdf', 'rikosrekisteriote_2026.jpg', 'Criminal-Record.png', 'RIKOSREKISTERIOTE.PDF', 'police_check.pdf']) {
      expect(namesCriminalRecordExtract(name)).toBe(true);
    }
    for (const name of ['CV.pdf', 'examensbevis.pdf', 'tutkintotodistus.pdf']) expect(namesCriminalRecordExtract(name)).toBe(false);
  });
});
