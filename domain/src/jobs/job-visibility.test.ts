import { describe, expect, it } from 'vitest';
import { foldJobRule, JOB_FACTS, JOB_RULES, jobRefusal, jobRuleHolds, mayDoWithJob, type JobFactsForSubstitute } from './job-visibility.ts';

const none = Object.fromEntries(JOB_FACTS.map((f) => [f, false])) as unknown as JobFactsForSubstitute;
const facts = (set: Partial<JobFactsForSubstitute>): JobFactsForSubstitute => ({ ...none, ...set });

/** Every combination a real pair can have (the reader chosen means someone is). */
const combinations = (): JobFactsForSubstitute[] =>
  Array.from(
    { length: 2 ** JOB_FACTS.length },
    (_, bits) => Object.fromEntries(JOB_FACTS.map((f, i) => [f, ((bits >> i) & 1) === 1])) as unknown as JobFactsForSubstitute,
  ).filter((f) => !f.chosenMe || f.chosen);

describe('who may see, be offered, apply to and act on a job (one rule)', () => {
  it.each([
    ['an open job of the regions', { inRegions: true }, { see: true, offer: true, apply: true, touch: true }],
    ['someone else chosen', { inRegions: true, chosen: true }, { see: false, offer: false, apply: false, touch: true }],
    ['someone else chosen, the reader applied', { inRegions: true, chosen: true, applied: true }, { see: true, offer: false, apply: false, touch: true }],
    ['the reader chosen, outside the regions now', { chosen: true, chosenMe: true, applied: true }, { see: true, offer: false, apply: false, touch: true }],
    ['over, nobody chosen', { inRegions: true, expired: true }, { see: true, offer: false, apply: false, touch: true }],
    ['hidden', { inRegions: true, hidden: true }, { see: true, offer: false, apply: true, touch: true }],
    ['discarded', { inRegions: true, discarded: true }, { see: false, offer: false, apply: true, touch: true }],
    ['a blocked school', { inRegions: true, blocked: true }, { see: false, offer: false, apply: false, touch: true }],
    ['a school that blocked the reader: its open job', { inRegions: true, schoolBlockedMe: true }, { see: false, offer: false, apply: false, touch: true }],
    [
      'a school that blocked the reader, who applied before',
      { inRegions: true, schoolBlockedMe: true, applied: true },
      { see: true, offer: false, apply: false, touch: true },
    ],
    [
      'a school that blocked the reader, who was chosen before',
      { schoolBlockedMe: true, chosen: true, chosenMe: true, applied: true },
      { see: true, offer: false, apply: false, touch: true },
    ],
    [
      'a school that blocked the reader, someone else chosen',
      { inRegions: true, schoolBlockedMe: true, chosen: true },
      { see: false, offer: false, apply: false, touch: true },
    ],
    ['outside the regions', {}, { see: false, offer: false, apply: false, touch: false }],
    ['unavailable to the reader', { inRegions: true, unavailable: true }, { see: true, offer: true, apply: false, touch: true }],
    ['deleted', { inRegions: true, deleted: true, applied: true }, { see: false, offer: false, apply: false, touch: false }],
    ['a notice', { notice: true, inRegions: true }, { see: false, offer: false, apply: false, touch: false }],
    ['paused by the school', { inRegions: true, paused: true }, { see: false, offer: false, apply: false, touch: true }],
  ] as const)('%s', (_, set, expected) => {
    const f = facts(set);
    expect({ see: mayDoWithJob('see', f), offer: mayDoWithJob('offer', f), apply: mayDoWithJob('apply', f), touch: mayDoWithJob('touch', f) }).toEqual(expected);
  });

  it('offers only what the reader could see and (unless marked unavailable) apply to, and lets them act on all they see', () => {
    for (const f of combinations()) {
      if (mayDoWithJob('offer', f)) expect([mayDoWithJob('see', f), mayDoWithJob('apply', f) || f.unavailable]).toEqual([true, true]);
      if (mayDoWithJob('see', f)) expect(mayDoWithJob('touch', f)).toBe(true);
      if (mayDoWithJob('touch', f)) expect(mayDoWithJob('everHeld', f)).toBe(true);
    }
  });

  it.each([
    ['an open job of another region', {}, 'notFound'],
    ['a filled job of another region', { chosen: true }, 'notFound'],
    ['a job of the regions someone else was chosen for', { inRegions: true, chosen: true }, 'notFound'],
    ['a job the reader applied to, someone else chosen', { inRegions: true, chosen: true, applied: true }, 'closed'],
    ['an expired job of the regions', { inRegions: true, expired: true }, 'closed'],
    ['a school that blocked the reader, who applied before', { inRegions: true, schoolBlockedMe: true, applied: true }, 'notFound'],
    ['a deleted job the reader applied to', { inRegions: true, deleted: true, applied: true }, 'notFound'],
  ] as const)('a refused call on %s answers %s', (_, set, expected) => {
    expect(jobRefusal(facts(set))).toBe(expected);
  });

  it('answers "not found" for every job the reader may not see, whatever its state', () => {
    for (const f of combinations()) if (!mayDoWithJob('see', f)) expect(jobRefusal(f)).toBe('notFound');
  });

  it('folds into any representation with the same reading (the server folds it into SQL)', () => {
    // each value is the set of combinations where it holds: not = complement, all = intersection, any = union
    const combos = combinations();
    const everything = new Set(combos.keys());
    for (const name of Object.keys(JOB_RULES) as (keyof typeof JOB_RULES)[]) {
      const holdsIn = foldJobRule(JOB_RULES[name], (fact) => new Set([...everything].filter((i) => combos[i]?.[fact] === true)), {
        not: (v) => new Set([...everything].filter((i) => !v.has(i))),
        all: (vs) => new Set([...everything].filter((i) => vs.every((v) => v.has(i)))),
        any: (vs) => new Set([...everything].filter((i) => vs.some((v) => v.has(i)))),
      });
      combos.forEach((f, i) => expect(holdsIn.has(i)).toBe(jobRuleHolds(JOB_RULES[name], f)));
    }
  });
});
