/**
 * A job's history for the school (issue 23, decision 037): one typed list of events in time order. New sources (the
 * offer waves' offers and declines) add a variant here and a source in the server's query; the screen shows each
 * variant it knows.
 */
export type JobTimelineEvent =
  | { type: 'posted'; at: string }
  /** one notification round about the job (the same kind in the same minute): how many deliveries, and how they went */
  | { type: 'notified'; at: string; kind: string; recipients: number; sent: number; failed: number; pending: number }
  | { type: 'applied'; at: string; name: string }
  | { type: 'withdrawn'; at: string; name: string }
  | { type: 'chosen'; at: string; name: string };

export interface JobTimeline {
  events: JobTimelineEvent[];
  /** posted → chosen, whole minutes; null while nobody is chosen */
  minutesToFill: number | null;
}

// within the same instant, the order things can happen in
const ORDER: Record<JobTimelineEvent['type'], number> = { posted: 0, notified: 1, applied: 2, withdrawn: 3, chosen: 4 };

/** The events oldest first (ties: posted, notified, applied, withdrawn, chosen), with the time to fill. */
export function jobTimeline(events: readonly JobTimelineEvent[], postedAt: string, chosenAt: string | null): JobTimeline {
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || ORDER[a.type] - ORDER[b.type]);
  const minutesToFill = chosenAt === null ? null : Math.max(0, Math.round((Date.parse(chosenAt) - Date.parse(postedAt)) / 60_000));
  return { events: sorted, minutesToFill };
}
