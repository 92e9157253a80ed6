import { describe, expect, it } from 'vitest';
import {
  canCancelBooking,
  canChoose,
  canEditJob,
  canPostFor,
  canSeeContact,
  canSeeReason,
  canSeeSchoolPhone,
  schoolJobAccess,
  type JobActor,
  type JobFacts,
} from './jobs.ts';

const job: JobFacts = { schoolId: 'S1', ownerId: 'T1', chosenId: null, isNotice: false };
const notice: JobFacts = { schoolId: 'ADMIN', ownerId: 'A1', chosenId: null, isNotice: true };
const actors: Record<string, JobActor> = {
  principal: { id: 'P1', role: 'principal', schoolIds: ['S1'] },
  otherPrincipal: { id: 'P2', role: 'principal', schoolIds: ['S2'] },
  leader: { id: 'L1', role: 'ledare', schoolIds: ['S2', 'S1'] },
  owner: { id: 'T1', role: 'teacher', schoolIds: ['S1'] },
  colleague: { id: 'T2', role: 'teacher', schoolIds: ['S1'] },
  admin: { id: 'A1', role: 'admin', schoolIds: ['ADMIN'] },
  substitute: { id: 'U1', role: 'user', schoolIds: [] },
};

describe('job permissions', () => {
  it.each([
    ['principal', true],
    ['otherPrincipal', false],
    ['leader', true],
    ['owner', true],
    ['colleague', false],
    ['admin', false],
    ['substitute', false],
  ])('%s may edit and choose on a school job: %s', (who, allowed) => {
    const actor = actors[who] as JobActor;
    expect(canEditJob(actor, job)).toBe(allowed);
    expect(canChoose(actor, job)).toBe(allowed);
  });

  it.each([
    ['principal', true],
    ['leader', true],
    ['owner', true],
    ['otherPrincipal', false],
    ['colleague', false],
    ['admin', false],
    ['substitute', false],
  ])('%s may cancel the booking of a school job: %s (never when nobody is booked)', (who, allowed) => {
    const actor = actors[who] as JobActor;
    expect(canCancelBooking(actor, { ...job, chosenId: 'U1' })).toBe(allowed);
    expect(canCancelBooking(actor, job)).toBe(false);
  });

  it.each([
    ['principal', 'allowed'],
    ['owner', 'allowed'],
    ['otherPrincipal', 'notFound'],
    ['colleague', 'notFound'],
  ] as const)('answers %s on a school job as on no job at all unless theirs: %s', (who, answer) => {
    const actor = actors[who] as JobActor;
    expect(schoolJobAccess(actor, job)).toBe(answer);
    expect(schoolJobAccess(actor, { ...job, chosenId: 'U1' }, canCancelBooking)).toBe(answer);
    // a job that is not there: the same answer another school's job gets
    expect(schoolJobAccess(actor, undefined)).toBe('notFound');
    expect(schoolJobAccess(actor, undefined, canChoose)).toBe('notFound');
  });

  it('an admin edits notices but nobody chooses on one', () => {
    expect(canEditJob(actors['admin'] as JobActor, notice)).toBe(true);
    expect(canChoose(actors['admin'] as JobActor, notice)).toBe(false);
    expect(canEditJob(actors['principal'] as JobActor, notice)).toBe(false);
  });

  it('shows the reason to leaders of the school only', () => {
    expect(canSeeReason(actors['principal'] as JobActor, job)).toBe(true);
    expect(canSeeReason(actors['owner'] as JobActor, job)).toBe(false);
    expect(canSeeReason(actors['otherPrincipal'] as JobActor, job)).toBe(false);
  });

  it('gives contact details to the chosen substitute only', () => {
    const substitute = actors['substitute'] as JobActor;
    expect(canSeeContact(substitute, job)).toBe(false);
    expect(canSeeContact(substitute, { ...job, chosenId: 'U1' })).toBe(true);
    expect(canSeeContact(substitute, { ...job, chosenId: 'U9' })).toBe(false);
  });

  it.each([
    [null, false],
    ['withdrawn', false],
    ['overlap', false],
    ['cancelled', true],
    ['cancelled_by_school', true],
  ])('keeps the school’s phone with a substitute whose application ended %s: %s', (reason, allowed) => {
    const substitute = actors['substitute'] as JobActor;
    expect(canSeeSchoolPhone(substitute, job, reason)).toBe(allowed);
    // the chosen one always; another role never through a cancellation of theirs
    expect(canSeeSchoolPhone(substitute, { ...job, chosenId: 'U1' }, reason)).toBe(true);
    expect(canSeeSchoolPhone(actors['otherPrincipal'] as JobActor, job, reason)).toBe(false);
  });

  it.each([
    ['principal', { id: 'S1', isAdmin: false }, true],
    ['principal', { id: 'S2', isAdmin: false }, false],
    ['leader', { id: 'S2', isAdmin: false }, true],
    ['owner', { id: 'S1', isAdmin: false }, true],
    ['admin', { id: 'ADMIN', isAdmin: true }, true],
    ['admin', { id: 'S1', isAdmin: false }, false],
    ['substitute', { id: 'S1', isAdmin: false }, false],
  ] as const)('%s posts for %o: %s', (who, school, allowed) => {
    expect(canPostFor(actors[who] as JobActor, school)).toBe(allowed);
  });
});
