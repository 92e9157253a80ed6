import { describe, expect, it } from 'vitest';
import { acceptOutcome, acceptsInstantly } from './instant.ts';

const me = 'a';
describe('acceptOutcome', () => {
  it.each([
    [{ sos: true, instant: true, chosenId: null }, 'open'],
    [{ sos: true, instant: true, chosenId: 'a' }, 'alreadyMine'],
    [{ sos: true, instant: true, chosenId: 'b' }, 'alreadyTaken'],
    [{ sos: true, instant: false, chosenId: null }, 'notInstant'],
    // an instant flag without SOS is never honoured: normal jobs keep choose-among-applicants
    [{ sos: false, instant: true, chosenId: null }, 'notInstant'],
  ] as const)('%o → %s', (job, outcome) => {
    expect(acceptOutcome(job, me)).toBe(outcome);
  });
  it('refuses a person who cancelled their own booking of the job, unless someone else took it meanwhile', () => {
    expect(acceptOutcome({ sos: true, instant: true, chosenId: null }, me, true)).toBe('cancelledBefore');
    expect(acceptOutcome({ sos: true, instant: true, chosenId: 'b' }, me, true)).toBe('alreadyTaken');
    expect(acceptOutcome({ sos: true, instant: false, chosenId: null }, me, true)).toBe('notInstant');
  });
  it('shows Accept only on an instant SOS job', () => {
    expect(acceptsInstantly({ sos: true, instant: true })).toBe(true);
    expect(acceptsInstantly({ sos: true, instant: false })).toBe(false);
    expect(acceptsInstantly({ sos: false, instant: true })).toBe(false);
  });
});
