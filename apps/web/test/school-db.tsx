import { cleanup } from '@testing-library/react';
import { getDatabase, wipeLocalData, type JobDoc, type SchoolApplicant } from '../src/db/index.ts';
import type { RecordedCall } from './fetch-stub.ts';
import { jobDoc, SCHOOL } from './job-doc.ts';
import { renderApp } from './render-app.tsx';

export { SCHOOL };

/**
 * Screen tests of the school side read the real local database (RxDB on fake-indexeddb, as the app does) seeded with
 * the documents the server's school projection sends. The sync endpoints are unreachable in these tests (`syncDown`):
 * what the screens show comes from the device alone; the online actions (choose, edit, remove) are answered by the
 * test's fetch stub.
 */
export const JOB = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a60';

export const applicantDoc = (patch: Partial<SchoolApplicant> & Pick<SchoolApplicant, 'email' | 'firstName' | 'lastName'>): SchoolApplicant => ({
  applicationId: `app-${patch.email}`,
  accountId: `acc-${patch.email}`,
  image: null,
  status: 'Lärare',
  age: null,
  phone: '',
  address: '',
  birthDate: null,
  identityVerified: false,
  policeRecord: { expirationDate: '2099-12-31' },
  lateCancellations: 0,
  active: true,
  withdrawnAt: null,
  appliedAt: '2030-01-01T08:00:00Z',
  ...patch,
});

export const schoolJobDoc = (patch: Partial<JobDoc> = {}): JobDoc =>
  jobDoc(JOB, {
    address: 'Skolvägen 1',
    grades: ['3'],
    expire: '2030-03-05T13:30:00Z',
    createdAt: '2030-01-01T07:00:00Z',
    updatedAt: '2030-01-01T07:00:00Z',
    chosenId: null,
    chosenAt: null,
    ownerId: 'owner',
    chosenEmail: null,
    phone: '0401234567',
    reason: 'Kurs',
    views: 0,
    viewers: [],
    ...patch,
  });

/** A job document with this applicant chosen (as the server sends it once the school booked the person). */
export const chosenIn = (doc: JobDoc, email: string): JobDoc => {
  const person = doc.applicants.find((a) => a.email === email);
  return { ...doc, chosen: 'other', chosenId: person?.accountId ?? null, chosenEmail: email };
};

/** Writes the documents into the signed-in user's local database (sign in first). */
export async function seedSchoolJobs(docs: readonly JobDoc[]): Promise<void> {
  const db = await getDatabase();
  await db.jobs.bulkUpsert([...docs]);
}

/** The sync endpoints do not answer (the device is online, the server down): a network failure, as fetch gives it. */
export function syncDown(call: RecordedCall): void {
  if (call.url.includes('/api/sync/')) throw new TypeError('Failed to fetch');
}

/** After each test: the screens go first (a mounted screen would open the database again), then the device's database. */
export async function wipeSchoolDb(): Promise<void> {
  cleanup();
  await wipeLocalData({ erase: true });
}

/** No screen asks the server for what the device holds: the online lists a call log holds (none, in these tests). */
const ONLINE_LISTS = ['/api/principals/temps/v2', '/api/teachers/gettemp/v2', '/api/teachers/getspecific', '/api/teachers/showapplicants'];
export const onlineListCalls = (calls: readonly RecordedCall[]): RecordedCall[] => calls.filter((c) => ONLINE_LISTS.some((path) => c.url.endsWith(path)));

/** The app at a path with a fixed viewport for the virtual lists (jsdom has no layout; react-virtuoso's test context). */
export const renderWithList = (path: string, state?: unknown) => renderApp(path, state, { viewportHeight: 700, itemHeight: 72 });
