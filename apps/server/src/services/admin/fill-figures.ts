import { sql } from 'drizzle-orm';
import { fillFigures, type FillFiguresQuery, type FillFiguresReport, type FillGroup } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';

interface GroupRow extends Record<string, unknown> {
  school_id: string;
  name: string;
  municipality: string;
  sos: boolean;
  posted: number;
  filled_before_start: number;
  minutes: number[];
}

// Map.groupBy is not in Node 20
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

/**
 * GET /api/admin/fill-figures: one query groups the period's jobs per school and kind (SOS / normal); the domain's
 * helpers make each school's and each municipality's figures from the groups (decision 037). A job counts on the
 * Finnish day it was posted; notices and the admin school's jobs are no jobs; purged jobs count from the statistics
 * archive (migration 0005), as in the principals' reports. Filled before the start: someone chosen (and still chosen)
 * before the first lesson's wall-clock time in Finland; the time to fill runs from posting to the choice.
 */
export async function fillFiguresReport(deps: AppDeps, q: FillFiguresQuery): Promise<FillFiguresReport> {
  const rows = await queryRows<GroupRow>(
    deps.database.db,
    sql`WITH r AS (
          SELECT j.school_id, j.sos, j.created_at, j.start_date, j.start_time, CASE WHEN j.chosen_id IS NULL THEN NULL ELSE j.chosen_at END AS chosen_at
          FROM jobs j WHERE j.from_admin_type IS NULL
          UNION ALL
          SELECT x.school_id, x.sos, x.created_at, x.start_date, x.start_time, CASE WHEN x.chosen_name IS NULL THEN NULL ELSE x.chosen_at END
          FROM job_statistics_archive x)
        SELECT s.id AS school_id, s.name, s.municipality, r.sos,
               count(*)::int AS posted,
               count(*) FILTER (WHERE r.chosen_at < ((r.start_date + r.start_time::time)::timestamp AT TIME ZONE 'Europe/Helsinki'))::int AS filled_before_start,
               coalesce(array_agg(round(extract(epoch FROM (r.chosen_at - r.created_at)) / 60)::int) FILTER (WHERE r.chosen_at IS NOT NULL), '{}') AS minutes
        FROM r JOIN schools s ON s.id = r.school_id
        WHERE NOT s.is_admin
          AND r.created_at >= (${q.from}::date::timestamp AT TIME ZONE 'Europe/Helsinki')
          AND r.created_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')
        GROUP BY s.id, s.name, s.municipality, r.sos
        ORDER BY s.municipality, s.name, s.id`,
  );
  const group = (r: GroupRow): FillGroup => ({ posted: r.posted, filledBeforeStart: r.filled_before_start, minutesToFill: r.minutes.map(Number) });
  const figuresOf = (groups: GroupRow[]) => ({
    sos: fillFigures(groups.filter((r) => r.sos).map(group)),
    normal: fillFigures(groups.filter((r) => !r.sos).map(group)),
  });
  const bySchool = groupBy(rows, (r) => r.school_id);
  const byMunicipality = groupBy(rows, (r) => r.municipality);
  return {
    from: q.from,
    to: q.to,
    schools: [...bySchool].map(([schoolId, groups]) => ({ schoolId, name: groups[0]?.name ?? '', municipality: groups[0]?.municipality ?? '', ...figuresOf(groups) })),
    municipalities: [...byMunicipality].map(([municipality, groups]) => ({ name: municipality, municipality, ...figuresOf(groups) })),
  };
}
