import type { DayCard, HoursEntry } from '@vikariat/domain';
import type { JobDoc } from '../../../db/index.ts';
import { personName as namedPerson } from '../../../lib/person-name.ts';

/**
 * A job as the school's screens read it (spec 02 §3 "Job"), made from the school's replicated job document
 * (`schoolJobOf`): the board, the job list and the manage page read the local database, online or not (decision 024).
 */

/** An applicant as listed on the board and the manage page (the document's, with what the school may see). */
export interface Applicant {
  email: string;
  id?: string | undefined;
  firstName: string;
  lastName: string;
  image?: string | null | undefined;
  age?: number | null | undefined;
  status?: string | null | undefined;
  phone?: string | null | undefined;
  /** what a school sees of the police record: its expiration date (choosing needs it valid) */
  policeRecord?: { expirationDate?: string | null } | null | undefined;
  /** the latest recorded view of the criminal-record extract, by any school (decision 031) */
  extractSeen?: { seenOn: string; validUntil: string; schoolName: string } | null | undefined;
  appliedAt?: string | null | undefined;
  jobId?: string | undefined;
  chosen?: boolean | undefined;
  /** bookings the person cancelled less than 24 h before the start (issue 24) */
  lateCancellations?: number | undefined;
  /** on the school's preferred or blocked list (issue 23) */
  schoolList?: 'preferred' | 'blocked' | null | undefined;
}

/** A substitute who opened the job and whom the school may see. */
export interface Viewer {
  email: string;
  firstName: string;
  lastName: string;
}

export interface SchoolJob {
  uniqueId: string;
  schoolId?: string | undefined;
  school?: string | { name: string } | null | undefined;
  schoolName?: string | undefined;
  address?: string | null | undefined;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason?: string | null | undefined;
  subjects: string[];
  additionalInfo?: string | null | undefined;
  files: string[];
  regarding?: string | null | undefined;
  grades: string[];
  typeOfTemp?: { val: number; name_swe: string; name_fi: string } | number | null | undefined;
  otherTxt?: string | null | undefined;
  fromAdminType?: 'Tips' | 'Update' | null | undefined;
  /** the active applicants, in the order they applied */
  applicants: Applicant[];
  /** the chosen person's e-mail; null: nobody chosen */
  chosen?: string | null | undefined;
  views: number;
  viewers: Viewer[];
  sos: boolean;
  /** an instant SOS: the first eligible substitute to accept is booked (decision 035) */
  instant: boolean;
  region: string[];
  created?: string | null | undefined;
  /** the teacher the job stands in for (spec 02 §3 `replaced`) */
  replaced?: { firstName: string; lastName: string } | null | undefined;
  /** taken off the market by the school (POST /api/principals/deactivate) until it is activated again */
  paused?: boolean | undefined;
  /** the day card (issue 24); null while empty */
  dayCard?: DayCard | null | undefined;
  /** the chosen person's hours for the job's days (issue 24), in day order */
  hours?: HoursEntry[] | undefined;
  preschool?: boolean | undefined;
  /** Whether the reader has seen the latest applicants (bell state). */
  seen?: boolean | undefined;
}

export const schoolNameOf = (job: SchoolJob): string => {
  if (job.schoolName) return job.schoolName;
  if (typeof job.school === 'object' && job.school !== null) return job.school.name;
  return '';
};

/** The school's job document as its screens read it: the active applicants, the chosen person by e-mail. */
export function schoolJobOf(doc: JobDoc): SchoolJob {
  return {
    uniqueId: doc.id,
    schoolId: doc.schoolId,
    school: { name: doc.schoolName },
    schoolName: doc.schoolName,
    address: doc.address,
    startDate: doc.startDate,
    endDate: doc.endDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    reason: doc.reason,
    subjects: doc.subjects,
    additionalInfo: doc.additionalInfo,
    files: doc.files,
    regarding: doc.regarding,
    grades: doc.grades,
    typeOfTemp: doc.typeOfTemp,
    otherTxt: doc.otherTxt,
    applicants: doc.applicants
      .filter((a) => a.active)
      .map((a) => ({
        email: a.email,
        id: a.accountId,
        firstName: a.firstName,
        lastName: a.lastName,
        image: a.image,
        age: a.age,
        status: a.status,
        phone: a.phone,
        policeRecord: a.policeRecord,
        extractSeen: a.extractSeen ?? null,
        appliedAt: a.appliedAt,
        jobId: doc.id,
        chosen: doc.chosenId === a.accountId,
        lateCancellations: a.lateCancellations,
        schoolList: a.schoolList ?? null,
      })),
    // a chosen person the school may not see (not a confirmed substitute) still makes the job taken
    chosen: doc.chosenEmail ?? doc.chosenId ?? null,
    views: doc.views ?? 0,
    viewers: (doc.viewers ?? []).map((v) => ({ email: v.email, firstName: v.firstName, lastName: v.lastName })),
    sos: doc.sos,
    instant: doc.sos && doc.instant === true,
    region: doc.region,
    created: doc.createdAt,
    replaced: doc.replaced ?? null,
    paused: doc.paused ?? false,
    dayCard: doc.dayCard ?? null,
    hours: doc.hours ?? [],
    preschool: doc.preschool,
  };
}

/** An applicant's or viewer's name as the school's screens show it; the e-mail when they gave none. */
export const personName = (person: Pick<Applicant, 'firstName' | 'lastName' | 'email'>): string => namedPerson(person, person.email);

/** The teacher the job replaces, as a name ('' when it names no one). */
export const replacedName = (job: Pick<SchoolJob, 'replaced'>): string => `${job.replaced?.firstName ?? ''} ${job.replaced?.lastName ?? ''}`.trim();
