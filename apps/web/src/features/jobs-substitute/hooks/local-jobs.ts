import { mayDoWithJob, noticeStateOn, regionCodesOf, todayInFinland, typeOfTempByVal } from '@vikariat/domain';
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
    region: doc.region,
    created: doc.createdAt,
  };
}

export const noticeOf = (doc: NoticeDoc): SubstituteJob => ({
  uniqueId: doc.id,
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
  notices: readonly NoticeDoc[],
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
export function personalJobsOf(docs: readonly JobDoc[], applications: readonly ApplicationDoc[]): { activejobs: SubstituteJob[]; inactivejobs: SubstituteJob[] } {
  const deactivated = new Set(applications.filter((a) => !a.active && a.withdrawnAt === null).map((a) => a.jobId));
  const active = docs.filter((d) => d.applied || d.chosen === 'me');
  const inactive = docs.filter((d) => !d.applied && d.chosen !== 'me' && deactivated.has(d.id));
  return { activejobs: active.map(substituteJobOf), inactivejobs: inactive.map(substituteJobOf) };
}
