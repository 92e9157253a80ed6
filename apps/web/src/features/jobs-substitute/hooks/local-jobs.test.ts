import { describe, expect, it } from 'vitest';
import type { ApplicationDoc, JobDoc, NoticeDoc } from '../../../db/index.ts';
import { noticeKey, noticesIn, openJobsOf, personalJobsOf, substituteJobOf } from './local-jobs.ts';

const doc = (id: string, patch: Partial<JobDoc> = {}): JobDoc => ({
  id,
  schoolId: 's',
  schoolName: 'Solbackaskolan',
  address: 'Solbackavägen 4',
  municipality: '091',
  preschool: false,
  startDate: '2030-03-05',
  endDate: '2030-03-05',
  startTime: '08:00',
  endTime: '15:30',
  subjects: [],
  additionalInfo: '',
  regarding: '',
  grades: [],
  expire: '',
  typeOfTemp: 17,
  otherTxt: 'Kock',
  sos: false,
  region: ['091'],
  createdAt: '',
  updatedAt: '',
  chosen: null,
  phone: null,
  files: [],
  reason: null,
  applied: false,
  applicationId: null,
  hidden: false,
  inactive: false,
  viewedAt: null,
  applicants: [],
  ...patch,
});

describe('the substitute’s lists from local documents', () => {
  const jobs = [
    doc('open'),
    doc('hidden', { hidden: true }),
    doc('inactive', { inactive: true }),
    doc('mine', { applied: true, chosen: 'me', phone: '0401234567' }),
    doc('lost', { applied: true, chosen: 'other' }),
    doc('deactivated', { applicationId: 'a3' }),
  ];

  it('open: nobody chosen, not hidden; inactivated apart; no regions → not-in-region', () => {
    const view = openJobsOf(jobs, [], ['091'], ['inactive']);
    expect(view.activejobs.map((j) => j.uniqueId)).toEqual(['open', 'deactivated']);
    expect(view.inactivejobs.map((j) => j.uniqueId)).toEqual(['inactive']);
    expect(view.unavailableJobs).toEqual(['inactive']);
    expect(view.notInRegion).toBe(false);
    expect(openJobsOf(jobs, [], [], []).notInRegion).toBe(true);
  });

  it('shows a notice only on the days it is published for (it replicates as soon as it is posted)', () => {
    const notice = (id: string, startDate: string, endDate: string): NoticeDoc => ({
      id,
      fromAdminType: 'Tips',
      startDate,
      endDate,
      additionalInfo: id,
      additionalInfoFi: null,
      regarding: '',
      files: [],
      expire: '',
      createdAt: '',
    });
    const notices = [notice('yesterday', '2030-03-01', '2030-03-04'), notice('today', '2030-03-05', '2030-03-05'), notice('next-week', '2030-03-12', '2030-03-14')];
    expect(openJobsOf([], notices, ['091'], [], '2030-03-05').jobs.map((n) => n.uniqueId)).toEqual(['today']);
  });

  it('shows a notice in the reader’s language; one with a single text to every reader (decision 039)', () => {
    const notice = { id: 'n', fromAdminType: 'Tips' as const, startDate: '2030-03-05', endDate: '2030-03-05', regarding: '', files: [], expire: '', createdAt: '' };
    const notices: NoticeDoc[] = [
      { ...notice, id: 'both', additionalInfo: 'Hej', additionalInfoFi: 'Hei' },
      { ...notice, id: 'old', additionalInfo: 'Bara en', additionalInfoFi: null },
    ];
    const texts = (locale: 'sv' | 'fi') => openJobsOf([], noticesIn(notices, locale), ['091'], [], '2030-03-05').jobs.map((n) => n.additionalInfo);
    expect(texts('sv')).toEqual(['Hej', 'Bara en']);
    expect(texts('fi')).toEqual(['Hei', 'Bara en']);
  });

  it('leaves out a notice the reader dismissed, until an admin edits it (decision 045)', () => {
    const posted: NoticeDoc = {
      id: 'n',
      fromAdminType: 'Tips',
      startDate: '2030-03-05',
      endDate: '2030-03-06',
      additionalInfo: 'Hej',
      additionalInfoFi: 'Hei',
      regarding: '',
      files: [],
      expire: '',
      createdAt: '',
    };
    const shown = (docs: NoticeDoc[], dismissed: ReadonlySet<string>, locale: 'sv' | 'fi' = 'sv') =>
      openJobsOf([], noticesIn(docs, locale, dismissed), ['091'], [], '2030-03-05').jobs.map((n) => n.uniqueId);
    const key = openJobsOf([], noticesIn([posted], 'sv'), ['091'], [], '2030-03-05').jobs[0]?.noticeKey;
    expect(key).toBe(noticeKey(posted));
    expect(shown([posted], new Set())).toEqual(['n']);
    expect(shown([posted], new Set([key ?? '']))).toEqual([]);
    // the key is of the stored texts, not the one shown: switching language does not bring it back
    expect(shown([posted], new Set([key ?? '']), 'fi')).toEqual([]);
    // every edit an admin can make is a new version, which shows again
    for (const edit of [
      { additionalInfo: 'Hej igen' },
      { additionalInfoFi: 'Hei taas' },
      { additionalInfoFi: null },
      { fromAdminType: 'Update' as const },
      { startDate: '2030-03-04' },
      { endDate: '2030-03-07' },
    ]) {
      expect(shown([{ ...posted, ...edit }], new Set([key ?? '']))).toEqual(['n']);
    }
    // another notice with the same content is another notice
    expect(noticeKey({ ...posted, id: 'other' })).not.toBe(key);
  });

  it('personal: applied or chosen, with the status; deactivated applications apart', () => {
    const applications = [
      { id: 'a3', jobId: 'deactivated', active: false, withdrawnAt: null, deactivatedReason: 'overlap', createdAt: '', chosen: null },
    ] as ApplicationDoc[];
    const view = personalJobsOf(jobs, applications);
    expect(view.activejobs.map((j) => [j.uniqueId, j.status])).toEqual([
      ['mine', 'accepted'],
      ['lost', 'denied'],
    ]);
    expect(view.inactivejobs.map((j) => j.uniqueId)).toEqual(['deactivated']);
  });

  it('maps the school, its phone (only sent once chosen) and the type', () => {
    const job = substituteJobOf(jobs[3] as JobDoc);
    expect(job.school).toEqual({ id: 's', name: 'Solbackaskolan', address: 'Solbackavägen 4', phone: '0401234567' });
    expect(job.typeOfTemp).toMatchObject({ val: 17, name_swe: 'Annan' });
  });
});
