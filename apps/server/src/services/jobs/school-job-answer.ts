import { profileForSchool, personAccessOfLevel, typeOfTempByVal } from '@vikariat/domain';
import type { OnlineSchoolDocument } from './school-job-documents.ts';

const iso = (value: string): string => new Date(value).toISOString();

/**
 * A job in the spec's online shape (spec 02 §3: applicants and viewers as e-mails, `chosen` an e-mail), read off the
 * school's document (`school-job-documents.ts`): the board online and the replicated job are one read.
 */
export function schoolJobAnswer(doc: OnlineSchoolDocument) {
  const type = typeOfTempByVal(doc.typeOfTemp);
  return {
    _id: doc.id,
    uniqueId: doc.id,
    school: { id: doc.schoolId, name: doc.schoolName },
    address: doc.address,
    startDate: doc.startDate,
    endDate: doc.endDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    subjects: doc.subjects,
    additionalInfo: doc.additionalInfo,
    regarding: doc.regarding,
    grades: doc.grades,
    expire: iso(doc.expire),
    typeOfTemp: type ?? { val: doc.typeOfTemp, name_swe: '', name_fi: '' },
    otherTxt: doc.otherTxt,
    fromAdminType: doc.fromAdminType,
    sos: doc.sos,
    region: doc.region,
    created: iso(doc.createdAt),
    replaced: doc.replaced ?? null,
    paused: doc.paused ?? false,
    owner: doc.ownerEmail,
    phone: doc.phone,
    files: doc.files,
    reason: doc.reason ?? '',
    applicants: doc.applicants.filter((a) => a.active).map((a) => a.email),
    chosen: doc.chosenEmail ?? undefined,
    views: doc.views ?? 0,
    viewedusers: (doc.viewers ?? []).map((v) => v.email),
  };
}
export type SchoolJobAnswer = ReturnType<typeof schoolJobAnswer>;

/** The viewers of the jobs, once each (the board's names for `viewedusers`). */
export function viewUsersOf(docs: readonly OnlineSchoolDocument[]) {
  const byEmail = new Map<string, { email: string; firstName: string; lastName: string; image: string | null }>();
  for (const viewer of docs.flatMap((d) => d.viewers ?? [])) {
    byEmail.set(viewer.email, { email: viewer.email, firstName: viewer.firstName, lastName: viewer.lastName, image: viewer.image });
  }
  return [...byEmail.values()];
}

/**
 * An applicant as `showapplicants` answers (spec 02): the document's applicant, with the profile fields the school may
 * see (domain `profileForSchool`; the police record and the age are answered beside it).
 */
export function applicantAnswer(doc: OnlineSchoolDocument, applicant: OnlineSchoolDocument['applicants'][number]) {
  const { policeRecord: _recordBeside, age: _ageBeside, ...profile } = profileForSchool(applicant.profile, personAccessOfLevel(applicant.access));
  return {
    email: applicant.email,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    phone: applicant.phone,
    address: applicant.address,
    image: applicant.image,
    identityVerified: applicant.identityVerified,
    age: applicant.age,
    status: applicant.status,
    policeRecord: applicant.policeRecord,
    profile,
    jobId: doc.id,
    appliedAt: iso(applicant.appliedAt),
    chosen: doc.chosenId === applicant.accountId,
    lateCancellations: applicant.lateCancellations,
    schoolList: applicant.schoolList ?? null,
  };
}
export type ApplicantAnswer = ReturnType<typeof applicantAnswer>;
