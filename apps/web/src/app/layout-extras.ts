import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Feature components that belong on every signed-in screen but outside any one route (the registration reminder,
 * the sync indicator). Rendered lazily by the layout, so their code stays out of the initial chunk. One line each.
 */
export const layoutExtras: readonly LazyExoticComponent<ComponentType>[] = [
  lazy(async () => ({
    default: (await import('../features/profile/components/complete-registration-reminder.tsx')).CompleteRegistrationReminder,
  })),
];
