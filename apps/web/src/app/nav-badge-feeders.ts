import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Components that keep the menu's count badges and gated entries up to date (`useSetNavBadge`, `useSetNavGate`).
 * They are rendered, lazily, inside the signed-in layout. A feature adds ONE line, e.g.
 *   lazy(() => import('../features/jobs/nav-badge-feeder.tsx')),
 * so the shell never imports feature code statically (the local database stays out of the initial chunk).
 */
export const navBadgeFeeders: readonly LazyExoticComponent<ComponentType>[] = [
  lazy(() => import('../features/jobs-school/nav-badge-feeder.tsx')),
  lazy(() => import('../features/jobs-substitute/background.tsx')),
  lazy(() => import('../features/export/nav-gate-feeder.tsx')),
];
