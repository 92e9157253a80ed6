import type { JobDoc } from '../src/db/index.ts';

/** The school of the screen tests' jobs. */
export const SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50';

/** A replicated job document as the server sends it: one day in March 2030 at Solbackaskolan, nobody chosen. */
export const jobDoc = (id: string, patch: Partial<JobDoc> = {}): JobDoc => ({
  id,
  schoolId: SCHOOL,
  schoolName: 'Solbackaskolan',
  address: 'Solbackavägen 4',
  municipality: '091',
  preschool: false,
  startDate: '2030-03-05',
  endDate: '2030-03-05',
  startTime: '08:00',
  endTime: '15:30',
  subjects: ['Matematik'],
  additionalInfo: '',
  regarding: '',
  grades: [],
  expire: '2030-03-05T13:30:00.000Z',
  typeOfTemp: 1,
  otherTxt: '',
  sos: false,
  region: ['091'],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  chosen: null,
  phone: null,
  files: [],
  reason: null,
  applied: false,
  applicationId: null,
  hidden: false,
  inactive: false,
  viewedAt: null,
  applicants: [],
  ...patch,
});
