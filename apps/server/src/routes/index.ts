import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { healthRoutes } from './health.ts';
import { sessionRoutes } from './session.ts';

/**
 * Every API area, mounted under /api. One file per area; add yours with one line here.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/', sessionRoutes);
