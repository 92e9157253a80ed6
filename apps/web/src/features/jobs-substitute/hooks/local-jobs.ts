import { mayDoWithJob, noticeStateOn, noticeText, regionCodesOf, todayInFinland, typeOfTempByVal, type Locale } from '@vikariat/domain';
import { jobFactsOfDoc } from '@vikariat/sync/job-facts';
import type { ApplicationDoc, JobDoc, NoticeDoc } from '../../../db/index.ts';
import type { SubstituteJob } from '../api/substitute-job.ts';

/** A local job document in the shape the substitute screens show (the online answers' shape). */
export function substituteJobOf(doc: JobDoc): SubstituteJob {
  const type = typeOfTempByVal(doc.typeOfTemp);
  return {
    uniqueId: doc.id,
    school: { id: doc.schoolId, name: doc.schoolName, address: doc.address, phone: doc.phone },
    startDate: doc.startDate,
    endDate: doc.endDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    subjects: doc.subjects,
    additionalInfo: doc.additionalInfo,
    files: doc.files,
    grades: doc.grades,
    typeOfTemp: type ? { ...type } : doc.typeOfTemp,
    otherTxt: doc.otherTxt,
    chosen: doc.chosen === 'me' ? true : doc.chosen,
    status: doc.chosen === null ? 'pending' : doc.chosen === 'me' ? 'accepted' : 'denied',
    applied: doc.applied,
    hidden: doc.hidden,
    inactive: doc.inactive,
    viewedAt: doc.viewedAt,
    sos: doc.sos,
    instant: doc.instant === true,
    region: doc.region,
    created: doc.createdAt,
    dayCard: doc.dayCard ?? null,
    hours: doc.hours ?? [],
    preschool: doc.preschool,
  };
}

type NoticeContent = Pick<NoticeDoc, 'id' | 'fromAdminType' | 'startDate' | 'endDate' | 'additionalInfo' | 'additionalInfoFi'>;

/**
 * A notice's version as the reader dismisses it (decision 045): its id and a hash of everything an admin can edit
 * (type, days, both texts), so an edited notice shows again. Of the stored texts, not the one shown: a dismissed
 * notice stays dismissed when the reader switches language.
 */
export function noticeKey(notice: NoticeContent): string {
  const content = JSON.stringify([notice.fromAdminType, notice.startDate, notice.endDate, notice.additionalInfo, notice.additionalInfoFi]);
  let hash = 0x811c9dc5; // FNV-1a: a short, stable fingerprint (told apart only from the same notice's other versions)
  for (let i = 0; i < content.length; i += 1) hash = Math.imul(hash ^ content.charCodeAt(i), 0x01000193);
  return `${notice.id}@${(hash >>> 0).toString(36)}`;
}

/** A notice as the list gets it: the text in the reader's language, with the key of its version. */
export type ShownNotice = NoticeDoc & { key: string };

/** The notices with the text in the reader's language (decision 039), but those the reader dismissed (decision 045). */
export const noticesIn = (docs: readonly NoticeDoc[], locale: Locale, dismissed: ReadonlySet<string> = new Set()): ShownNotice[] =>
  docs.flatMap((doc) => {
    const key = noticeKey(doc);
    return dismissed.has(key) ? [] : [{ ...doc, additionalInfo: noticeText(doc, locale), key }];
  });

const noticeOf = (doc: NoticeDoc | ShownNotice): SubstituteJob => ({
  uniqueId: doc.id,
  noticeKey: 'key' in doc ? doc.key : noticeKey(doc),
  fromAdminType: doc.fromAdminType,
  additionalInfo: doc.additionalInfo,
  startDate: doc.startDate,
  endDate: doc.endDate,
  startTime: '',
  endTime: '',
  subjects: [],
  files: [],
  grades: [],
  sos: false,
  instant: false,
  region: [],
  created: doc.createdAt,
});

export interface OpenJobsView {
  activejobs: SubstituteJob[];
  inactivejobs: SubstituteJob[];
  jobs: SubstituteJob[];
  notInRegion: boolean;
  msg: string | null;
  unavailableJobs: string[];
}

/**
 * The open list (spec 02 /jobs/all): the jobs the domain's rule offers the reader (of their regions, nobody chosen,
 * not over, not hidden); inactivated ones apart (shown on mobile); notices on the days they are published for.
 * Without regions the not-in-region card shows instead.
 */
export function openJobsOf(
  docs: readonly JobDoc[],
  notices: readonly (NoticeDoc | ShownNotice)[],
  regions: readonly unknown[] | null,
  unavailable: readonly string[],
  today: string = todayInFinland(),
  nowMs: number = Date.now(),
): OpenJobsView {
  const codes = regions === null ? null : regionCodesOf({ regions });
  const open = docs.filter((d) => mayDoWithJob('offer', jobFactsOfDoc(d, codes, unavailable, nowMs))).map(substituteJobOf);
  return {
    activejobs: open.filter((j) => !j.inactive),
    inactivejobs: open.filter((j) => j.inactive),
    // a notice replicates as soon as it is posted: one set to start next week must wait for its day
    jobs: notices.filter((n) => n.fromAdminType !== null && noticeStateOn(n, today) === 'showing').map(noticeOf),
    notInRegion: regions !== null && regions.length === 0,
    msg: null,
    unavailableJobs: [...unavailable],
  };
}

/**
 * The reader's applications (spec 02 /jobs/personal): jobs applied to (optimistically too) or chosen for;
 * applications the server deactivated (an overlapping choice) apart.
 */
export function personalJobsOf(
  docs: readonly JobDoc[],
  applications: readonly ApplicationDoc[],
  /** jobs whose cancellation waits on the device (the view already shows them open) */
  cancelling: ReadonlySet<string> = new Set(),
): { activejobs: SubstituteJob[]; inactivejobs: SubstituteJob[] } {
  const ended = applications.filter((a) => !a.active && a.withdrawnAt === null);
  const deactivated = new Map(ended.map((a) => [a.jobId, a.deactivatedReason]));
  const reasons = new Map(ended.map((a) => [a.jobId, a.cancelReason]));
  for (const id of cancelling) deactivated.set(id, 'cancelled');
  const active = docs.filter((d) => d.applied || d.chosen === 'me');
  const inactive = docs.filter((d) => !d.applied && d.chosen !== 'me' && deactivated.has(d.id));
  // a cancelled booking stays on the list, marked, so the person sees that it went (not as a pending application)
  const marked = (doc: JobDoc): SubstituteJob => {
    const cancelled = CANCELLED_BY[deactivated.get(doc.id) ?? ''];
    if (cancelled === undefined) return substituteJobOf(doc);
    return { ...substituteJobOf(doc), cancelled, cancelReason: cancelled === 'school' ? (reasons.get(doc.id) ?? null) : null };
  };
  return { activejobs: active.map(substituteJobOf), inactivejobs: inactive.map(marked) };
}

/** The server's reasons for an application that ended with its booking (cancel-booking.ts). */
const CANCELLED_BY: Readonly<Record<string, 'me' | 'school'>> = { cancelled: 'me', cancelled_by_school: 'school' };

/** Jobs the reader hid, and the open ones they inactivated: what /jobs/hidden offers to bring back. */
export function setAsideJobsOf(docs: readonly JobDoc[]): { hidden: SubstituteJob[]; inactive: SubstituteJob[] } {
  return {
    hidden: docs.filter((d) => d.hidden).map(substituteJobOf),
    inactive: docs.filter((d) => !d.hidden && d.inactive && d.chosen === null).map(substituteJobOf),
  };
}

export interface BlockedSchool {
  id: string;
  name: string;
  /** a block or unblock of it still waits on the device */
  sending: boolean;
}

interface QueuedBlock {
  type: string;
  payload: Record<string, unknown>;
}

/** The blocked schools: the server's list on the profile, with the device's unsent blocks and unblocks applied in order. */
export function blockedSchoolsOf(fromServer: readonly { id: string; name: string }[], pending: readonly QueuedBlock[]): BlockedSchool[] {
  const schools = new Map(fromServer.map((s) => [s.id, { id: s.id, name: s.name, sending: false }]));
  for (const action of pending) {
    const id = action.payload['schoolId'];
    if (typeof id !== 'string') continue;
    if (action.type === 'blockSchool') {
      const name = typeof action.payload['schoolName'] === 'string' ? action.payload['schoolName'] : (schools.get(id)?.name ?? '');
      schools.set(id, { id, name, sending: true });
    } else if (action.type === 'unblockSchool') schools.delete(id);
  }
  return [...schools.values()].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}
