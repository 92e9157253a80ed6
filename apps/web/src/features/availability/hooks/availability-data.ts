import { useCallback, useMemo } from 'react';
import { bookedDates, freeOn, todayInFinland, type AvailabilityState, type DayPart, type OutboxActionType, type OutboxPayload } from '@vikariat/domain';
import { toast } from '../../../components/ui/toast-store.ts';
import { enqueueAction, useAvailability, useJobs } from '../../../db/index.ts';

/** A part's state as the screen names it. */
export type PartValue = 'free' | 'notFree' | 'unset';
export const valueOf = (free: boolean | null): PartValue => (free === null ? 'unset' : free ? 'free' : 'notFree');
export const freeOf = (value: PartValue): boolean | null => (value === 'unset' ? null : value === 'free');

export interface AvailabilityView {
  state: AvailabilityState;
  ready: boolean;
  /** the dates the person is chosen on (shown as booked, never offered) */
  booked: ReadonlySet<string>;
  today: string;
}

/** The person's availability (server state with pending actions applied) and their booked days, all local. */
export function useAvailabilityView(): AvailabilityView {
  const { state, ready } = useAvailability();
  const jobs = useJobs({ selector: { chosen: 'me' } });
  const booked = useMemo(() => bookedDates(jobs.docs.filter((job) => job.chosen === 'me')), [jobs]);
  return { state, ready: ready && jobs.ready, booked, today: todayInFinland() };
}

/** The day's state for each part: the day entry, else the weekly pattern. */
export const dayParts = (state: AvailabilityState, date: string): Record<DayPart, boolean | null> => ({
  morning: freeOn(state, date, 'morning'),
  afternoon: freeOn(state, date, 'afternoon'),
});

/** Queues an availability action (optimistic at once, sent by the sync engine when there is a connection). */
export function useAvailabilityAction() {
  return useCallback(<T extends OutboxActionType>(type: T, payload: OutboxPayload<T>): void => {
    enqueueAction(type, payload).catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
  }, []);
}
