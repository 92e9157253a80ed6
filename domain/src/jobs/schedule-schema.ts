import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { text } from '../validation/safe-text.ts';
import { dayNumber, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

/**
 * Field schemas for job dates and times, for the payload schemas that carry a schedule (create/update
 * job, SOS). Messages are 'svenska|suomi' pairs, as every schema's: the server answers the caller's half.
 */
export const localDateSchema = calendarDate();
export const timeOfDaySchema = text().refine((value) => parseTimeOfDay(value) !== null, {
  message: 'Ogiltig tid (TT:MM)|Virheellinen kellonaika (TT:MM)',
});

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
    { message: 'Slutdatumet kan inte vara före startdatumet.|Päättymispäivä ei voi olla ennen alkamispäivää.', path: ['endDate'] },
  );
