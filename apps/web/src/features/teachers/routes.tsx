import type { RouteObject } from 'react-router-dom';

/** Teachers of a school (spec 02 §2): the list and the add form, for principals and leaders. */
export const routes: RouteObject[] = [
  { path: '/teachers', lazy: async () => ({ Component: (await import('./components/teachers-page.tsx')).TeachersPage }) },
  {
    path: '/teachers/create',
    lazy: async () => ({ Component: (await import('./components/create-teacher-page.tsx')).CreateTeacherPage }),
  },
];
