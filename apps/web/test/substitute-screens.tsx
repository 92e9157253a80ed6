import type { ProfileDoc } from '../src/db/index.ts';
import { jobDoc, SCHOOL } from './job-doc.ts';
import { renderApp } from './render-app.tsx';

export { SCHOOL };

/** Shared by the substitute screen tests (with substitute-local-db.ts standing in for the local database). */
export const OPEN = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a61';
export const LATER = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a62';
export const MINE = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a63';

export const doc = jobDoc;

/** renderApp with a fixed viewport for the virtual list (jsdom has no layout; react-virtuoso's test context). */
export const renderWithList = (path: string, state?: unknown) => renderApp(path, state, { viewportHeight: 800, itemHeight: 120 });
export const profile = (regions: string[], unavailableJobs: string[] = []) => ({ id: 'me', profile: { regions, unavailableJobs } }) as unknown as ProfileDoc;
