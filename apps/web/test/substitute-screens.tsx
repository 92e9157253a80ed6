import type { JobDoc, ProfileDoc } from '../src/db/index.ts';
import { renderApp } from './render-app.tsx';

/** Shared by the substitute screen tests (with substitute-local-db.ts standing in for the local database). */
export const SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50';
export const OPEN = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a61';
export const LATER = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a62';
export const MINE = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a63';

export const doc = (id: string, patch: Partial<JobDoc> = {}): JobDoc => ({
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

/** renderApp with a fixed viewport for the virtual list (jsdom has no layout; react-virtuoso's test context). */
export const renderWithList = (path: string, state?: unknown) => renderApp(path, state, { viewportHeight: 800, itemHeight: 120 });
export const profile = (regions: string[], unavailableJobs: string[] = []) => ({ id: 'me', profile: { regions, unavailableJobs } }) as unknown as ProfileDoc;

