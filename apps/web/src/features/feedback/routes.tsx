import type { RouteObject } from 'react-router-dom';

/** /feedback: private feedback after a job, for school staff and substitutes (issue 24, decision 031). */
export const routes: RouteObject[] = [{ path: '/feedback', lazy: async () => ({ Component: (await import('./components/feedback-page.tsx')).FeedbackPage }) }];
