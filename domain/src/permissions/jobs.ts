import { LEADER_ROLES, SCHOOL_ROLES, type Role } from '../auth/roles.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * Who may do what with a job (spec 02 §6). Pure: the server loads the facts, these decide.
 * - principal / ledare: every job of their school(s);
 * - teacher: only the jobs they own (posted by them or on their behalf);
 * - admin: the notices of the Admin school;
 * - user (substitute): open jobs in their regions, notices, and jobs they applied to; contact details
 *   (school phone, attachments) only once chosen.
 */
export interface JobActor {
  readonly id: string;
  readonly role: Role;
  readonly schoolIds: readonly string[];
}

export interface JobFacts {
  readonly schoolId: string;
  readonly ownerId: string | null;
  readonly chosenId: string | null;
  /** the job belongs to the Admin pseudo-school (a Tips/Update notice) */
  readonly isNotice: boolean;
}

const inSchool = (actor: JobActor, job: JobFacts): boolean => actor.schoolIds.includes(job.schoolId);

/** School staff (and admins for notices) who manage the job. */
export function canManageJob(actor: JobActor, job: JobFacts): boolean {
  switch (actor.role) {
    case 'principal':
    case 'ledare':
      return inSchool(actor, job) && !job.isNotice;
    case 'teacher':
      return job.ownerId === actor.id && inSchool(actor, job);
    case 'admin':
      return job.isNotice && inSchool(actor, job);
    default:
      return false;
  }
}

/** Read a job as its school (with applicants, views and the reason to leaders). */
export const canReadJobAsSchool = canManageJob;
export const canEditJob = canManageJob;
export const canDeleteJob = canManageJob;
/** Choosing and unchoosing: the school's leaders or the owning teacher; never on a notice. */
export const canChoose = (actor: JobActor, job: JobFacts): boolean => canManageJob(actor, job) && !job.isNotice;
/** Cancelling a booking for the school: whoever may choose, and only a job with someone chosen. */
export const canCancelBooking = (actor: JobActor, job: JobFacts): boolean => canChoose(actor, job) && job.chosenId !== null;
/** The reason is shown only to the principal (spec 02 §5). */
export const canSeeReason = (actor: JobActor, job: JobFacts): boolean => (actor.role === 'principal' || actor.role === 'ledare') && inSchool(actor, job);

/**
 * The answer to a school-side call on one job (decision 043): a job that is not there and one that is not the caller's
 * to act on (another school's, another teacher's) get one answer, not found — a 403 for the second told a school which
 * job ids exist elsewhere. A role that may make no such call is refused by the route's guard (403) before any job is
 * read.
 */
export const schoolJobAccess = (actor: JobActor, job: JobFacts | undefined, may: (actor: JobActor, job: JobFacts) => boolean = canManageJob): 'allowed' | 'notFound' =>
  job !== undefined && may(actor, job) ? 'allowed' : 'notFound';

/** School phone and attachments: only the chosen substitute (and the school itself). */
export const canSeeContact = (actor: JobActor, job: JobFacts): boolean => (actor.role === 'user' && job.chosenId === actor.id) || canManageJob(actor, job);

/** What an application's `deactivated_reason` is when its booking was cancelled, by the substitute or by the school. */
export const BOOKING_CANCELLED_REASONS = { bySubstitute: 'cancelled', bySchool: 'cancelled_by_school' } as const;

/**
 * The school's phone also stays with a substitute whose booking was cancelled (either side): the job page then says
 * "contact the school if you can come after all", and the number is the school's, known to them while booked. Its
 * attachments and day card do not stay. `deactivatedReason`: the reader's own application's.
 */
export const canSeeSchoolPhone = (actor: JobActor, job: JobFacts, deactivatedReason: string | null | undefined): boolean =>
  canSeeContact(actor, job) || (actor.role === 'user' && Object.values<string>(BOOKING_CANCELLED_REASONS).includes(deactivatedReason ?? ''));

/** Roles that may post a job for a school; an admin posts only to the Admin school, others never there. */
export function canPostFor(actor: JobActor, school: { id: string; isAdmin: boolean }): boolean {
  if (!actor.schoolIds.includes(school.id)) return false;
  if (actor.role === 'admin') return school.isAdmin;
  return (actor.role === 'principal' || actor.role === 'ledare' || actor.role === 'teacher') && !school.isAdmin;
}

/** Staff who post and manage jobs: the school roles, and admins for the Admin school's notices. */
const STAFF: readonly Role[] = [...SCHOOL_ROLES, 'admin'];
const SUBSTITUTE: readonly Role[] = ['user'];
/** A school's month of hours and its payroll export: its leaders, and admins (who name the school). */
const PAYROLL: readonly Role[] = [...LEADER_ROLES, 'admin'];

/**
 * Route permissions of the jobs area (registered in route-access-registry.ts; the server's guards read the
 * roles from here). `self` routes carry at most the caller's own e-mail; `school` routes act on a job or
 * school of the caller, decided per job by canManageJob / canChoose above.
 */
export const JOB_PERMISSIONS = [
  { route: 'POST /api/teachers/addtemp', roles: STAFF, scope: 'school' },
  { route: 'POST /api/principals/sos', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/activate', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/deactivate', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/teachers/updatetemp', roles: STAFF, scope: 'school' },
  { route: 'POST /api/teachers/deletetemp', roles: STAFF, scope: 'school' },
  { route: 'POST /api/teachers/update/job/files', roles: STAFF, scope: 'school' },
  { route: 'POST /api/principals/temps/v2', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/teachers/gettemp/v2', roles: STAFF, scope: 'self' },
  { route: 'POST /api/principals/temps', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/teachers/gettemp', roles: STAFF, scope: 'self' },
  { route: 'POST /api/teachers/getspecific', roles: STAFF, scope: 'school' },
  { route: 'POST /api/teachers/showapplicants', roles: STAFF, scope: 'school' },
  { route: 'POST /api/shared/get/jobs', roles: 'anyone', scope: 'self' },
  { route: 'POST /api/teachers/addchosen', roles: SCHOOL_ROLES, scope: 'school' },
  { route: 'POST /api/teachers/remove/chosen', roles: SCHOOL_ROLES, scope: 'school' },
  { route: 'POST /api/teachers/cancel/chosen', roles: SCHOOL_ROLES, scope: 'school' },
  // the day card (issue 24): staff who manage the job fill it; templates are the school's, kept by its leaders
  { route: 'POST /api/teachers/daycard', roles: SCHOOL_ROLES, scope: 'school' },
  { route: 'POST /api/teachers/daycard/templates', roles: SCHOOL_ROLES, scope: 'school' },
  { route: 'POST /api/principals/daycard/template/add', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/daycard/template/update', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/daycard/template/delete', roles: LEADER_ROLES, scope: 'school' },
  // hours for payroll (issue 24): the school's leaders review a day's hours; the month and its export also to admins
  { route: 'POST /api/principals/hours/approve', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/hours/correct', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/hours/noshow', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/hours/month', roles: PAYROLL, scope: 'school' },
  { route: 'POST /api/principals/payroll/export', roles: PAYROLL, scope: 'school' },
  { route: 'POST /api/principals/hours/settings', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/hours/settings/save', roles: LEADER_ROLES, scope: 'school' },
  // offer waves (issue 23, decision 034): the school's delays between waves
  { route: 'POST /api/principals/waves/settings', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/waves/settings/save', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/users/hours/settings', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/hours/mywork', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/hours/mywork/export', roles: SUBSTITUTE, scope: 'self' },
  // the school's lists (issue 23): kept by its leaders; the spec's favourites call toggles the preferred list
  { route: 'POST /api/shared/remember', roles: LEADER_ROLES, scope: 'self' },
  { route: 'POST /api/principals/lists', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/lists/preferred/add', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/lists/preferred/order', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/lists/blocked/add', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/principals/lists/remove', roles: LEADER_ROLES, scope: 'school' },
  { route: 'POST /api/users/getalltemp', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/getpersonaltemp', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/temp/count', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/get/job', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/add/applicant', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/removeapplicant', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/delete', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/restore', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/inactive', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/reactivate', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/discard', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/view', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/cancel', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/accept', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/job/offer', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/users/school/block', roles: SUBSTITUTE, scope: 'self' },
  { route: 'POST /api/shared/upload/files', roles: STAFF, scope: 'signedIn' },
  { route: 'GET /api/shared/file/:name', roles: 'anyone', scope: 'signedIn' },
  { route: 'POST /api/shared/file/delete/:name', roles: STAFF, scope: 'signedIn' },
] as const satisfies readonly RouteAccess[];

export type JobRoute = (typeof JOB_PERMISSIONS)[number]['route'];
