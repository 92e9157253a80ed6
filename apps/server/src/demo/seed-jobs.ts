import { randomUUID } from 'node:crypto';
import { BOOKING_CANCELLED_REASONS, dateOfDayNumber, dayNumber, formatLocalDate, helsinkiDateOf, helsinkiInstant, jobExpire, TYPE_OF_TEMP_OTHER } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { applications, jobs, jobUserState } from '../db/schema/index.ts';

export interface SeedContext {
  schoolIds: Map<string, string>;
  accountIds: Map<string, string>;
  now: Date;
}

interface DemoJob {
  school: string;
  owner: string;
  /** days from today (Helsinki) */
  from: number;
  to?: number;
  startTime?: string;
  endTime?: string;
  typeOfTemp?: number;
  otherTxt?: string;
  subjects?: string[];
  grades?: string[];
  reason?: string;
  regarding?: string;
  info?: string;
  /** a notice's Finnish text (decision 039) */
  infoFi?: string;
  sos?: boolean;
  fromAdminType?: 'Tips' | 'Update';
  applicants?: string[];
  chosen?: string;
  /** an applicant who was booked first and cancelled the evening before the start (late); `chosen` took it after */
  cancelledBy?: string;
  viewedBy?: string[];
}

const MUNICIPALITY: Record<string, string> = { admin: '091', solbacka: '091', esbo: '049', vasa: '905', mumin: '638' };

/** Every state a screen shows: open, with applicants, chosen, SOS, notices (Tips and Update), past and expiring. */
const DEMO_JOBS: DemoJob[] = [
  {
    school: 'solbacka',
    owner: 'teacher1',
    from: 1,
    subjects: ['Matematik', 'Fysik'],
    grades: ['7', '8'],
    info: 'Klassen har prov på fredag.',
    applicants: ['sub1', 'sub3', 'sub4'],
    viewedBy: ['sub1', 'sub3', 'sub4'],
  },
  {
    school: 'solbacka',
    owner: 'teacher1',
    from: 2,
    to: 4,
    startTime: '09:00',
    endTime: '14:00',
    subjects: ['Svenska'],
    grades: ['3'],
    regarding: 'Lars Lindqvist',
    reason: 'Fortbildning',
    applicants: ['sub4', 'sub1'],
    chosen: 'sub4',
    viewedBy: ['sub4'],
  },
  { school: 'esbo', owner: 'leader', from: 3, subjects: ['Engelska'], grades: ['5', '6'], info: 'Ingång från gården.' },
  {
    school: 'vasa',
    owner: 'principal',
    from: 0,
    startTime: '12:00',
    endTime: '16:00',
    typeOfTemp: TYPE_OF_TEMP_OTHER,
    otherTxt: 'SOS',
    sos: true,
    info: 'Akut behov i eftermiddag.',
    applicants: ['sub2'],
  },
  { school: 'vasa', owner: 'teacher2', from: 1, typeOfTemp: 2, subjects: ['Historia'], grades: ['9'], applicants: ['sub2', 'sub4'], viewedBy: ['sub2'] },
  { school: 'mumin', owner: 'preschoolhead', from: 2, startTime: '07:00', endTime: '16:00', typeOfTemp: 8, applicants: ['sub1'] },
  {
    school: 'admin',
    owner: 'admin',
    from: 0,
    to: 14,
    startTime: '00:00',
    endTime: '23:55',
    typeOfTemp: TYPE_OF_TEMP_OTHER,
    otherTxt: 'Tips',
    fromAdminType: 'Tips',
    info: 'Fyll i din profil helt så syns du bättre för skolorna.',
    infoFi: 'Täytä profiilisi kokonaan, niin koulut löytävät sinut helpommin.',
  },
  {
    school: 'admin',
    owner: 'admin',
    from: 0,
    to: 14,
    startTime: '00:00',
    endTime: '23:55',
    typeOfTemp: TYPE_OF_TEMP_OTHER,
    otherTxt: 'Update',
    fromAdminType: 'Update',
    info: 'Nytt i version 1.9.2: bifogade filer syns för den valda vikarien.',
    infoFi: 'Uutta versiossa 1.9.2: liitetiedostot näkyvät valitulle sijaiselle.',
  },
  { school: 'solbacka', owner: 'teacher1', from: -1, subjects: ['Biologi'], grades: ['6'], applicants: ['sub1'], chosen: 'sub1' },
  {
    school: 'vasa',
    owner: 'principal',
    from: -3,
    to: -2,
    typeOfTemp: 2,
    subjects: ['Matematik'],
    grades: ['8'],
    applicants: ['sub4', 'sub2'],
    cancelledBy: 'sub4',
    chosen: 'sub2',
    viewedBy: ['sub4', 'sub2'],
  },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When the things of one demo job happened (its timeline, GET /api/teachers/job/:id/timeline). */
export interface DemoStory {
  posted: Date;
  /** its readers opened it, before any of them applied */
  viewed: Date;
  /** each applicant's application, in the order listed */
  applied: Date[];
  /** the booking that was cancelled: made after the applications, cancelled the evening before the start */
  booked: Date | null;
  cancelled: Date | null;
  chosen: Date | null;
}

/**
 * A demo job's story in the order it happens in the product: posted well before its start (two days; an SOS three hours)
 * and at least three hours before the seeding, read and applied to within the hour after, the choice at an hour and a
 * half — or, when a booking was cancelled, the new choice after the cancellation. Every time is before the seeding,
 * and a past job's before its start.
 */
export function demoStory(demo: Pick<DemoJob, 'applicants' | 'chosen' | 'cancelledBy' | 'sos'>, start: Date, now: Date): DemoStory {
  const lead = demo.sos === true ? 3 * HOUR : 48 * HOUR;
  const posted = new Date(Math.min(now.getTime() - 3 * HOUR, start.getTime() - lead));
  const at = (minutes: number) => new Date(posted.getTime() + minutes * MINUTE);
  const applied = (demo.applicants ?? []).map((_, i) => at(15 * (i + 1)));
  const booked = demo.cancelledBy === undefined ? null : at(60);
  // the evening before (a late cancellation: under 24 h), and never after the seeding
  const cancelled = booked === null ? null : new Date(Math.max(booked.getTime() + 30 * MINUTE, Math.min(start.getTime() - 14 * HOUR, now.getTime() - 2 * HOUR)));
  const chosen = demo.chosen === undefined ? null : cancelled === null ? at(90) : new Date(cancelled.getTime() + 45 * MINUTE);
  return { posted, viewed: at(5), applied, booked, cancelled, chosen };
}

/** Demo jobs in every state, dated relative to the seeding day (Europe/Helsinki). */
export async function seedDemoJobs(tx: Tx, context: SeedContext): Promise<void> {
  const today = dayNumber(helsinkiDateOf(context.now));
  const date = (offset: number) => formatLocalDate(dateOfDayNumber(today + offset));
  const account = (key: string) => context.accountIds.get(key) ?? null;
  for (const demo of DEMO_JOBS) {
    const schoolId = context.schoolIds.get(demo.school);
    if (schoolId === undefined) continue;
    const id = randomUUID();
    const schedule = { startDate: date(demo.from), endDate: date(demo.to ?? demo.from), startTime: demo.startTime ?? '08:00', endTime: demo.endTime ?? '15:30' };
    const start = helsinkiInstant(schedule.startDate, schedule.startTime);
    const story = demoStory(demo, start, context.now);
    const chosenId = demo.chosen === undefined ? null : account(demo.chosen);
    await tx.insert(jobs).values({
      id,
      ownerId: account(demo.owner),
      schoolId,
      ...schedule,
      reason: demo.reason ?? '',
      subjects: demo.subjects ?? [],
      additionalInfo: demo.info ?? '',
      additionalInfoFi: demo.infoFi ?? null,
      regarding: demo.regarding ?? '',
      grades: demo.grades ?? [],
      expire: jobExpire(schedule),
      typeOfTemp: demo.typeOfTemp ?? 1,
      otherTxt: demo.otherTxt ?? '',
      fromAdminType: demo.fromAdminType ?? null,
      chosenId,
      chosenAt: chosenId === null ? null : story.chosen,
      sos: demo.sos ?? false,
      region: [MUNICIPALITY[demo.school] ?? '091'],
      createdAt: story.posted,
      updatedAt: story.chosen ?? story.posted,
    });
    for (const [i, key] of (demo.applicants ?? []).entries()) {
      const applicantId = account(key);
      if (applicantId === null) continue;
      const cancelled = key === demo.cancelledBy;
      await tx.insert(applications).values({
        id: randomUUID(),
        jobId: id,
        applicantId,
        createdAt: story.applied[i] ?? story.posted,
        // a cancelled booking ends its application as cancel-booking.ts ends it
        ...(cancelled ? { active: false, deactivatedReason: BOOKING_CANCELLED_REASONS.bySubstitute } : {}),
      });
    }
    const cancelledById = demo.cancelledBy === undefined ? null : account(demo.cancelledBy);
    if (cancelledById !== null && story.booked !== null && story.cancelled !== null) {
      const late = start.getTime() - story.cancelled.getTime() < 24 * HOUR;
      await tx.execute(sql`
        INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, actor_id, reason, late,
                                           start_date, end_date, start_time, end_time, cancelled_at, booked_at)
        VALUES (${randomUUID()}, ${id}, ${schoolId}, ${cancelledById}, 'substitute', ${cancelledById}, 'Jag har feber.', ${late},
                ${schedule.startDate}, ${schedule.endDate}, ${schedule.startTime}, ${schedule.endTime},
                ${story.cancelled.toISOString()}::timestamptz, ${story.booked.toISOString()}::timestamptz)`);
    }
    for (const key of demo.viewedBy ?? []) {
      const accountId = account(key);
      if (accountId !== null) await tx.insert(jobUserState).values({ jobId: id, accountId, viewedAt: story.viewed });
    }
  }
}
