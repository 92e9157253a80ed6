/**
 * Whether a substitute may see, be offered, apply to or act on a job: ONE rule (DESIGN.md "One rule for who sees
 * what: Jobs"), written once as boolean expressions over the facts of one (substitute, job) pair. The domain evaluates
 * them (`jobRuleHolds`, the phone's screens); the server folds the same expressions into SQL (`foldJobRule`, given the
 * SQL of each fact in its query): the jobs projection, the online lists, the substitute's actions and the notification
 * recipients all ask it. `job-visibility.pg.test.ts` holds every user equal to the rule on every combination of facts.
 */

/** The facts of one (substitute, job) pair. */
export interface JobFactsForSubstitute {
  /** the job is a tombstone (deleted or expired long ago) */
  readonly deleted: boolean;
  /** a Tips/Update notice of the Admin school (its own collection: never a job to apply to) */
  readonly notice: boolean;
  /** the job's end has passed (its `expire`) */
  readonly expired: boolean;
  /** the school paused the job (taken off the market until it is activated again; only while nobody applied) */
  readonly paused: boolean;
  /** someone is chosen */
  readonly chosen: boolean;
  /** the reader is the one chosen */
  readonly chosenMe: boolean;
  /** the reader has an application row for the job (active or not: their own history) */
  readonly applied: boolean;
  /** one of the job's municipalities is in the reader's regions */
  readonly inRegions: boolean;
  /** the reader blocked the job's school */
  readonly blocked: boolean;
  /** the job's school blocked the reader (`school_blocked`, decision 023 point 2): never told to the reader */
  readonly schoolBlockedMe: boolean;
  /** the reader hid the job (restorable) */
  readonly hidden: boolean;
  /** the reader removed the job from their lists for good (restorable only through the hidden list) */
  readonly discarded: boolean;
  /** the job is on the reader's list of jobs they may not take (spec's `unavailableJobs`) */
  readonly unavailable: boolean;
}

export type JobFact = keyof JobFactsForSubstitute;

/** Every fact, in one order: what a reader of the facts (the server's one-job read, tests) iterates. */
export const JOB_FACTS = [
  'deleted',
  'notice',
  'expired',
  'paused',
  'chosen',
  'chosenMe',
  'applied',
  'inRegions',
  'blocked',
  'schoolBlockedMe',
  'hidden',
  'discarded',
  'unavailable',
] as const satisfies readonly JobFact[];
// a fact added to JobFactsForSubstitute and not to the list fails here
const everyFactListed: Exclude<JobFact, (typeof JOB_FACTS)[number]> extends never ? true : never = true;
void everyFactListed;
/** A rule over facts `F`: the job rules here, the offer rules (`filling/offer-waves.ts`) over these facts and more. */
export type Rule<F extends string> = F | { readonly not: Rule<F> } | { readonly all: readonly Rule<F>[] } | { readonly any: readonly Rule<F>[] };
export type JobRule = Rule<JobFact>;

const not = (rule: JobRule): JobRule => ({ not: rule });
const all = (...rules: JobRule[]): JobRule => ({ all: rules });
const any = (...rules: JobRule[]): JobRule => ({ any: rules });

/** Open to anyone of its regions: nobody chosen yet, not over, not paused by the school. */
const open = all(not('chosen'), not('expired'), not('paused'));

export const JOB_RULES = {
  /**
   * The job is in the reader's replicated view (their device may hold it): a live job of their regions that is still
   * open, or one they applied to or were chosen for; never a blocked school's, never one they discarded, never a
   * paused one (a job is paused only while nobody applied, so no device holds it meanwhile: its documents need no
   * such fact), never an open one of a school that blocked the reader.
   */
  see: all(
    not('deleted'),
    not('notice'),
    not('discarded'),
    not('blocked'),
    not('paused'),
    any('applied', 'chosenMe', all(not('chosen'), 'inRegions', not('schoolBlockedMe'))),
  ),
  /**
   * Offered to the reader: listed among open jobs, counted, notified of — of their regions, open, not hidden. A job on
   * their unavailable list is still listed (marked, spec 02 `unavailableJobs`), but cannot be applied to.
   */
  offer: all(not('deleted'), not('notice'), open, 'inRegions', not('blocked'), not('schoolBlockedMe'), not('hidden'), not('discarded')),
  /**
   * The reader may apply (the overlap rule with their bookings is checked beside it). Never to a school that blocked
   * them, not even again after withdrawing an application made before the block (decision 023, amended 2026-11-30):
   * the application they had stays the school's to decide on, a new one is not theirs to make.
   */
  apply: all(not('deleted'), not('notice'), open, 'inRegions', not('blocked'), not('schoolBlockedMe'), not('unavailable')),
  /**
   * The reader may change their own state on the job (hide, restore, inactivate, reactivate, discard, view): a live job
   * they could ever have held — of their regions, applied to or chosen for — whatever they did with it since.
   */
  touch: all(not('deleted'), not('notice'), any('inRegions', 'applied', 'chosenMe')),
  /**
   * A device of the reader may hold the job or have held it: where a change that takes it out of view needs a
   * tombstone (decision 014), deleted or not. A job's regions never change, choosing needs an application, and new
   * regions or blocks make the device start over, so nothing outside this was ever on it.
   */
  everHeld: any('inRegions', 'applied', 'chosenMe'),
} as const satisfies Record<string, JobRule>;

export type JobRuleName = keyof typeof JOB_RULES;

/** What a substitute's call on a job answers when the rule refuses it. */
export type JobRefusal = 'notFound' | 'closed';

/**
 * The answer to a refused call (decision 043, amended 2026-11-30): a job outside the reader's view (`see`) is not found
 * whatever its state, so an id of another region tells nothing of whether the job is open or filled; so is a job of a
 * school that blocked them (the block is never told, decision 023). A job in their view is closed.
 */
export const jobRefusal = (facts: JobFactsForSubstitute): JobRefusal => (jobRuleHolds(JOB_RULES.see, facts) && !facts.schoolBlockedMe ? 'closed' : 'notFound');

/**
 * The rule folded over any representation: booleans here, SQL fragments on the server (given the SQL of each fact in
 * its query and how SQL writes not/and/or). One walk, so the two can never read the rule differently.
 */
export function foldJobRule<T, F extends string = JobFact>(
  rule: Rule<F>,
  leaf: (fact: F) => T,
  ops: { readonly not: (value: T) => T; readonly all: (values: T[]) => T; readonly any: (values: T[]) => T },
): T {
  if (typeof rule === 'string') return leaf(rule);
  if ('not' in rule) return ops.not(foldJobRule(rule.not, leaf, ops));
  if ('all' in rule) return ops.all(rule.all.map((part) => foldJobRule(part, leaf, ops)));
  return ops.any(rule.any.map((part) => foldJobRule(part, leaf, ops)));
}

const booleans = { not: (v: boolean) => !v, all: (vs: boolean[]) => vs.every(Boolean), any: (vs: boolean[]) => vs.some(Boolean) };

export const jobRuleHolds = (rule: JobRule, facts: JobFactsForSubstitute): boolean => foldJobRule(rule, (fact) => facts[fact], booleans);

export const mayDoWithJob = (name: JobRuleName, facts: JobFactsForSubstitute): boolean => jobRuleHolds(JOB_RULES[name], facts);
