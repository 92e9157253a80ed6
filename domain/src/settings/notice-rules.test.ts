import { describe, expect, it } from 'vitest';
import { noticeEditIssues, noticeStateOn, noticeText } from './notice-rules.ts';
import { noticeSchema } from './admin-schemas.ts';

const today = '2026-11-21';
const fields = (edit: { startDate: string; endDate: string }, storedStart = '2026-11-25') =>
  noticeEditIssues(edit, { startDate: storedStart }, today).map((i) => i.field);

describe('noticeEditIssues', () => {
  it.each<[string, { startDate: string; endDate: string }, string, string[]]>([
    ['a future notice moved within the future', { startDate: '2026-11-22', endDate: '2026-11-30' }, '2026-11-25', []],
    ['a showing notice keeps its past start and gets a new end', { startDate: '2026-11-01', endDate: '2026-12-01' }, '2026-11-01', []],
    ['a start moved into the past', { startDate: '2026-11-20', endDate: '2026-11-30' }, '2026-11-25', ['startDate']],
    ['an end in the past (that is removing it)', { startDate: '2026-11-01', endDate: '2026-11-20' }, '2026-11-01', ['endDate']],
    ['ending today is fine', { startDate: '2026-11-01', endDate: today }, '2026-11-01', []],
    ['dates that are not on the calendar', { startDate: '2026-02-30', endDate: '2026-13-01' }, '2026-11-25', ['startDate', 'endDate']],
  ])('%s', (_name, edit, storedStart, expected) => {
    expect(fields(edit, storedStart)).toEqual(expected);
  });

  it('words its messages in Swedish and Finnish', () => {
    const [issue] = noticeEditIssues({ startDate: '2026-11-01', endDate: '2026-11-02' }, { startDate: '2026-11-01' }, today);
    expect(issue?.message.split('|')).toEqual([
      'Slutdatumet kan inte vara i det förflutna. Ta bort meddelandet i stället.',
      'Päättymispäivä ei voi olla menneisyydessä. Poista tiedote sen sijaan.',
    ]);
  });
});

describe('noticeStateOn', () => {
  it('shows a notice from its first to its last day, inclusive', () => {
    const notice = { startDate: '2026-11-22', endDate: '2026-11-24' };
    expect(['2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25'].map((day) => noticeStateOn(notice, day))).toEqual(['upcoming', 'showing', 'showing', 'ended']);
  });
});

describe('a notice in two languages (decision 039)', () => {
  const both = { additionalInfo: 'Hej', additionalInfoFi: 'Hei' };
  it('shows each reader their language; a notice from before, with one text, shows that text to all', () => {
    expect([noticeText(both, 'sv'), noticeText(both, 'fi')]).toEqual(['Hej', 'Hei']);
    expect([noticeText({ additionalInfo: 'Hej', additionalInfoFi: null }, 'fi'), noticeText({ additionalInfo: 'Hej' }, 'fi')]).toEqual(['Hej', 'Hej']);
  });
  it('asks the admin for both texts', () => {
    const parsed = noticeSchema.safeParse({ additionalInfo: 'Hej', additionalInfoFi: '  ', startDate: today, endDate: today });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['additionalInfoFi', 'Skriv meddelandet på finska|Kirjoita viesti suomeksi']]);
    expect(noticeSchema.safeParse({ ...both, startDate: today, endDate: today }).success).toBe(true);
  });
});
