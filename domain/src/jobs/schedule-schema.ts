import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { text } from '../validation/safe-text.ts';
import { dayNumber, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

/**
 * Field schemas for job dates and times, for the payload schemas that carry a schedule (create/update
 * job, SOS). Error messages are codes; routes map them to the caller's language.
 */
export const localDateSchema = calendarDate('invalid_date');
export const timeOfDaySchema = text().refine((value) => parseTimeOfDay(value) !== null, { message: 'invalid_time' });

/** A job's schedule: the end date may not be before the start date (spec 02 §5). */
export const jobScheduleSchema = z
  .object({
    startDate: localDateSchema,
    endDate: localDateSchema,
    startTime: timeOfDaySchema,
    endTime: timeOfDaySchema,
  })
  .refine(
    ({ startDate, endDate }) => {
      const start = parseLocalDate(startDate);
      const end = parseLocalDate(endDate);
      return !start || !end || dayNumber(end) >= dayNumber(start);
    },
    { message: 'end_before_start', path: ['endDate'] },
  );
