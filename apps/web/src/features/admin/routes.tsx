import type { RouteObject } from 'react-router-dom';

/** The admin area (issue 6, and the sync log of issue 4). The shell's guard sends non-admins away from /admin. */
export const routes: RouteObject[] = [
  { path: '/admin/schools', lazy: async () => ({ Component: (await import('./components/schools-page.tsx')).SchoolsPage }) },
  { path: '/admin/principals', lazy: async () => ({ Component: (await import('./components/principals-page.tsx')).PrincipalsPage }) },
  { path: '/admin/notices', lazy: async () => ({ Component: (await import('./components/notices-page.tsx')).NoticesPage }) },
  { path: '/admin/mailbox', lazy: async () => ({ Component: (await import('./components/mailbox-page.tsx')).MailboxPage }) },
  { path: '/admin/deliveries', lazy: async () => ({ Component: (await import('./components/deliveries-page.tsx')).DeliveriesPage }) },
  { path: '/admin/cancellations', lazy: async () => ({ Component: (await import('./components/cancellations-page.tsx')).CancellationsPage }) },
  { path: '/admin/accessibility-feedback', lazy: async () => ({ Component: (await import('./components/accessibility-feedback-page.tsx')).AccessibilityFeedbackPage }) },
  { path: '/admin/fill-figures', lazy: async () => ({ Component: (await import('./components/fill-figures-page.tsx')).FillFiguresPage }) },
  { path: '/admin/hours', lazy: async () => ({ Component: (await import('./components/hours-page.tsx')).AdminHoursPage }) },
  { path: '/admin/feedback', lazy: async () => ({ Component: (await import('./components/feedback-page.tsx')).FeedbackAggregatesPage }) },
  { path: '/admin/sso', lazy: async () => ({ Component: (await import('./components/sso-providers-page.tsx')).SsoProvidersPage }) },
  { path: '/admin/audit-log', lazy: async () => ({ Component: (await import('./components/audit-log-page.tsx')).AuditLogPage }) },
  { path: '/admin/sync-log', lazy: async () => ({ Component: (await import('./components/sync-log-page.tsx')).SyncLogPage }) },
];
