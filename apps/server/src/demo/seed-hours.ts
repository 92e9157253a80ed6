import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { dateOfDayNumber, dayNumber, formatLocalDate, formatTimeOfDay, parseLocalDate, parseTimeOfDay } from '@vikariat/domain';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import type { SeedContext } from './seed-jobs.ts';

type PastBooking = {
  id: string;
  school_id: string;
  chosen_id: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  type_of_temp: number;
  other_txt: string;
};

/**
 * Hours for the demo's past bookings (issue 24): each day as its substitute confirmed it (a 30-minute break, the
 * first day 15 minutes longer than planned), so the school's month view, the payroll export and the substitute's
 * "My work" show the loop after choosing. The first day of the earliest booking is approved; the rest wait.
 */
export async function seedDemoHours(tx: Tx, context: SeedContext): Promise<void> {
  const bookings = await queryRows<PastBooking>(
    tx,
    sql`SELECT id, school_id, chosen_id, start_date::text, end_date::text, start_time, end_time, type_of_temp, other_txt
        FROM jobs WHERE chosen_id IS NOT NULL AND from_admin_type IS NULL AND expire < ${context.now.toISOString()}::timestamptz
        ORDER BY start_date`,
  );
  const [reviewer] = await queryRows<{ id: string; name: string }>(
    tx,
    sql`SELECT id, first_name || ' ' || last_name AS name FROM accounts WHERE id = ${context.accountIds.get('principal') ?? null}`,
  );
  for (const [b, booking] of bookings.entries()) {
    const first = dayOf(booking.start_date);
    for (let day = first; day <= dayOf(booking.end_date); day++) {
      const approved = b === 0 && day === first && reviewer !== undefined;
      const endTime = day === first ? addMinutes(booking.end_time, 15) : booking.end_time;
      const at = context.now.toISOString();
      await tx.execute(sql`
        INSERT INTO job_hours (id, job_id, school_id, substitute_id, day, type_of_temp, other_txt, scheduled_start,
                               scheduled_end, start_time, end_time, break_minutes, status, submitted_at, reviewed_by,
                               reviewed_by_name, reviewed_at, updated_at)
        VALUES (${randomUUID()}, ${booking.id}, ${booking.school_id}, ${booking.chosen_id}, ${formatLocalDate(dateOfDayNumber(day))},
                ${booking.type_of_temp}, ${booking.other_txt}, ${booking.start_time}, ${booking.end_time}, ${booking.start_time},
                ${endTime}, 30, ${approved ? 'approved' : 'pending'}, ${at}::timestamptz, ${approved ? (reviewer?.id ?? null) : null},
                ${approved ? (reviewer?.name ?? null) : null}, ${approved ? at : null}::timestamptz, ${at}::timestamptz)`);
    }
  }
}

const dayOf = (date: string): number => {
  const parsed = parseLocalDate(date);
  if (parsed === null) throw new Error(`not a date: ${date}`);
  return dayNumber(parsed);
};

/** A time some minutes later, kept within the day (the demo's jobs end in the afternoon). */
const addMinutes = (time: string, minutes: number): string => formatTimeOfDay(Math.min((parseTimeOfDay(time) ?? 0) + minutes, 23 * 60 + 59));
