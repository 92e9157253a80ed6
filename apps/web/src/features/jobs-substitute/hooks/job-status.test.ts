import { describe, expect, it } from 'vitest';
import { rejectionKindOf } from '../components/rejection-dialogs.tsx';
import type { SubstituteJob } from '../api/substitute-job.ts';
import { sortSubstituteJobs, statusOfJob } from './job-status.ts';

describe('a substitute’s application status', () => {
  it('is accepted when the reader is chosen, pending when nobody is, denied otherwise', () => {
    expect(statusOfJob({ chosen: undefined }, 'me@x.fi')).toBe('pending');
    expect(statusOfJob({ chosen: 'ME@x.fi' }, 'me@x.fi')).toBe('accepted');
    expect(statusOfJob({ chosen: 'other@x.fi' }, 'me@x.fi')).toBe('denied');
    expect(statusOfJob({ chosen: undefined, status: 'denied' }, 'me@x.fi')).toBe('denied');
  });
});

describe('sorting the open jobs', () => {
  const job = (uniqueId: string, startDate: string, startTime: string) => ({ uniqueId, startDate, endDate: startDate, startTime, endTime: '23:00' }) as SubstituteJob;
  const jobs = [job('a', '2026-03-12', '08:00'), job('b', '2026-03-11', '12:00'), job('c', '2026-03-13', '07:00')];

  it('by date, or by time of day', () => {
    expect(sortSubstituteJobs(jobs, 'date').map((j) => j.uniqueId)).toEqual(['b', 'a', 'c']);
    expect(sortSubstituteJobs(jobs, 'time').map((j) => j.uniqueId)).toEqual(['c', 'a', 'b']);
  });
});

describe('verdict dialogs', () => {
  it('map the server’s codes to the spec’s dialogs', () => {
    expect(rejectionKindOf({ code: 'need_confirm_apply' })).toBe('confirm');
    expect(rejectionKindOf({ code: 'cant_apply' })).toBe('blocked');
    expect(rejectionKindOf({ code: 'police_record_required' })).toBe('police');
    expect(rejectionKindOf({ code: 'job_closed' })).toBe('other');
  });
});
