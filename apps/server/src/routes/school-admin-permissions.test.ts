import { SCHOOL_ADMIN_PERMISSIONS } from '@vikariat/domain';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin.ts';
import { calendarRoutes } from './calendar.ts';
import { codeRoutes } from './codes.ts';
import { exportRoutes } from './export.ts';
import { notificationRoutes } from './notifications.ts';
import { reportRoutes } from './reports.ts';
import { settingsRoutes } from './settings.ts';
import { teacherRoutes } from './teachers.ts';

/** Every mounted school-administration route has its entry in the permission table, and nothing else does. */
describe('school-administration routes and their permission table', () => {
  it('match one to one', () => {
    const mounted = [adminRoutes, calendarRoutes, codeRoutes, exportRoutes, notificationRoutes, reportRoutes, settingsRoutes, teacherRoutes]
      .flatMap((app) => app.routes)
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} /api${r.path}`);
    const table = SCHOOL_ADMIN_PERMISSIONS.map((p) => p.route);
    expect([...new Set(mounted)].sort()).toEqual([...table].sort());
  });
});
