import type { DayCard, HoursEntry } from '@vikariat/domain';

/**
 * A job as the server projects it for one reader (apps/server/src/sync/projections/jobs.ts) and the device stores it.
 * The school's fields are built by one SQL builder (`apps/server/src/services/jobs/school-job-documents.ts`) that also
 * answers the spec's online calls (decision 024), so a school's screens read the same data online and offline.
 */
export interface JobDoc {
  id: string;
  schoolId: string;
  schoolName: string;
  address: string;
  municipality: string;
  preschool: boolean;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  subjects: string[];
  additionalInfo: string;
  regarding: string;
  grades: string[];
  expire: string;
  typeOfTemp: number;
  otherTxt: string;
  sos: boolean;
  /** an SOS job whose first eligible accept is the choice (decision 035); absent on documents of older servers */
  instant?: boolean;
  region: string[];
  createdAt: string;
  updatedAt: string;
  /** null: nobody chosen; 'me': the reader; 'other': someone else */
  chosen: 'me' | 'other' | null;
  chosenId?: string | null;
  chosenAt?: string | null;
  ownerId?: string | null;
  /** school staff only: the chosen person's e-mail, where the school may see the person */
  chosenEmail?: string | null;
  /** school phone and attachments: only to the chosen substitute and the school */
  phone: string | null;
  files: string[];
  /** the day card (issue 24): to the school and the chosen substitute only; null while empty */
  dayCard?: DayCard | null;
  /** the hours given for its days (issue 24): to the school and to the person they are of; in day order */
  hours?: HoursEntry[];
  /** principals and leaders only */
  reason: string | null;
  applied: boolean;
  applicationId: string | null;
  hidden: boolean;
  inactive: boolean;
  viewedAt: string | null;
  /** school staff only (a substitute's documents carry none) */
  applicants: SchoolApplicant[];
  /** school staff only: how many substitutes opened the job */
  views?: number;
  /** school staff only: of those, the ones the school may see, in the order they opened it */
  viewers?: SchoolViewer[];
  /** the teacher the job stands in for (spec 02 §3 `replaced`): to school staff; null when it names no one */
  replaced?: { firstName: string; lastName: string } | null;
  /** school staff only: taken off the market by the school until it is activated again */
  paused?: boolean;
}

/**
 * An applicant on a school's job document, with what that job's school may see of the person (domain `personAccess`,
 * decision 020): nobody the school may not see; phone, address and birth date only once the school booked the person.
 */
export interface SchoolApplicant {
  applicationId: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  image: string | null;
  /** the profile's status as stored (a value or a Swedish or Finnish name of STATUS_OPTIONS) */
  status: string;
  /** completed years on the day the document was built (the birth date itself is a contact field) */
  age: number | null;
  /** '' until the school booked the person */
  phone: string;
  /** '' until the school booked the person */
  address: string;
  /** null until the school booked the person */
  birthDate: string | null;
  identityVerified: boolean;
  /** of the police record only its expiry: choosing needs it valid */
  policeRecord: { expirationDate: string | null };
  /** bookings the person cancelled less than 24 h before the start, at any school (issue 24) */
  lateCancellations: number;
  /**
   * the latest recorded view of the person's criminal-record extract, by any school (decision 031), or null; absent on
   * documents built before (no RxDB schema change: applicants are plain objects)
   */
  extractSeen?: { seenOn: string; validUntil: string; schoolName: string } | null;
  /**
   * on the job's school's lists (issue 23): a blocked applicant who applied before the block stays listed, marked.
   * Absent on documents built before (the field needs no RxDB schema change: applicants are plain objects).
   */
  schoolList?: 'preferred' | 'blocked' | null;
  /** false once withdrawn or deactivated (a choice elsewhere overlapped it); the screens list the active ones */
  active: boolean;
  withdrawnAt: string | null;
  appliedAt: string;
}

/** A substitute who opened the job and whom the school may see. */
export interface SchoolViewer {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  image: string | null;
}
