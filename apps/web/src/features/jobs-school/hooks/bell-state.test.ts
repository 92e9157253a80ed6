import { describe, expect, it } from 'vitest';
import { bellStateOf, markApplicantsSeen } from './bell-state.ts';

const job = (patch: { chosen?: string; applicants?: number; seen?: boolean } = {}) => ({
  uniqueId: 'job-1',
  chosen: patch.chosen,
  applicants: Array.from({ length: patch.applicants ?? 0 }, (_, i) => ({ email: `a${i}@x.fi`, firstName: '', lastName: '' })),
  seen: patch.seen,
});

describe('the bell on a school job card', () => {
  it('is chosen once someone is chosen', () => {
    expect(bellStateOf(job({ chosen: 'a0@x.fi', applicants: 2 }))).toBe('chosen');
  });

  it('is new while applicants arrived since the manage page was last opened, then seen', () => {
    expect(bellStateOf(job({ applicants: 0 }))).toBe('seen');
    expect(bellStateOf(job({ applicants: 2 }))).toBe('new');
    markApplicantsSeen('job-1', 2);
    expect(bellStateOf(job({ applicants: 2 }))).toBe('seen');
    expect(bellStateOf(job({ applicants: 3 }))).toBe('new');
  });
});
