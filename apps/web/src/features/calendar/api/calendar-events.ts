import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const eventSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  address: z.string().nullable().default(''),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  typeOfTemp: z.number(),
  otherTxt: z.string().nullable().default(''),
  subjects: z.array(z.string()).default([]),
  grades: z.array(z.string()).default([]),
  additionalInfo: z.string().nullable().default(''),
  sos: z.boolean().default(false),
  chosenName: z.string().nullable().default(null),
  chosen: z.boolean().default(false),
  /** from the day card (issue 24): where to report and whom to ask; never the class notes */
  reportTo: z.string().default(''),
  contact: z.string().default(''),
});
export type CalendarJob = z.infer<typeof eventSchema>;
const answerSchema = z.object({ events: z.array(eventSchema) });

/** GET /api/calendar/events?from&to: the school's jobs (staff) or the substitute's accepted jobs in a date range. */
const calendarEventsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['calendar-events', from, to],
    queryFn: async ({ signal }) => (await apiFetch(`/api/calendar/events?${new URLSearchParams({ from, to }).toString()}`, { schema: answerSchema, signal })).events,
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (from: string, to: string) => useQuery(calendarEventsQuery(from, to));
