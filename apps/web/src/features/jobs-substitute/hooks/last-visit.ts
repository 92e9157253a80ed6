import { useEffect, useMemo, useState } from 'react';
import { getToken } from '../../../lib/session.ts';

/**
 * "New since your last visit" on the open-jobs list, per user and device, from the local database only.
 *
 * `mark` is the newest creation time (the server's clock) among the jobs the list has shown; a visit's
 * `baseline` is the mark as the previous visit left it, so a job that reached the device later (an offline
 * evening, one bar on the bus) still counts as new even if it was posted before that visit. A visit ends after
 * 30 minutes away from the list (the device's clock, only compared with itself), so opening a job and coming
 * back keeps the other new markers. A job the reader has opened is no longer new.
 */
interface VisitMemory {
  /** newest createdAt shown so far */
  mark: string | null;
  /** jobs created after this are new in the current visit; null on the first visit (nothing is new) */
  baseline: string | null;
  /** device time (ms) the list was last looked at */
  lastSeenAt: number;
}

export const VISIT_GAP_MS = 30 * 60 * 1000;

/** The memory at the start of a view of the list: a new visit after the gap, else the same visit goes on. */
export function startVisit(previous: VisitMemory | null, now: number): VisitMemory {
  if (previous === null) return { mark: null, baseline: null, lastSeenAt: now };
  if (now - previous.lastSeenAt >= VISIT_GAP_MS) return { mark: previous.mark, baseline: previous.mark, lastSeenAt: now };
  return { ...previous, lastSeenAt: now };
}

/** The list showed these jobs: the mark moves up to the newest one. */
export function recordShown(memory: VisitMemory, createdAts: readonly (string | null | undefined)[], now: number): VisitMemory {
  let mark = memory.mark;
  for (const created of createdAts) if (created && (mark === null || created > mark)) mark = created;
  return { ...memory, mark, lastSeenAt: now };
}

export const isNewSince = (baseline: string | null, job: { created?: string | null | undefined; viewedAt?: string | null | undefined }): boolean =>
  baseline !== null && !job.viewedAt && typeof job.created === 'string' && job.created > baseline;

const keyOf = (userKey: string): string => `jobs-substitute.last-visit.${userKey}`;

function readMemory(userKey: string): VisitMemory | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userKey)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { mark, baseline, lastSeenAt } = parsed as Record<string, unknown>;
    if (typeof lastSeenAt !== 'number') return null;
    return { mark: typeof mark === 'string' ? mark : null, baseline: typeof baseline === 'string' ? baseline : null, lastSeenAt };
  } catch {
    return null;
  }
}

function writeMemory(userKey: string, memory: VisitMemory): void {
  // signed out meanwhile (the list re-renders as the device is wiped): nothing of the person may be written back
  if (getToken() === null) return;
  try {
    localStorage.setItem(keyOf(userKey), JSON.stringify(memory));
  } catch {
    // no storage (private mode): nothing is marked new next time, nothing breaks
  }
}

/** The baseline of this visit; the jobs given are recorded as shown while the list is on screen. */
export function useLastVisitBaseline(userKey: string, shown: readonly { created?: string | null | undefined }[] | undefined): string | null {
  const [baseline] = useState(() => {
    const memory = startVisit(readMemory(userKey), Date.now());
    writeMemory(userKey, memory);
    return memory.baseline;
  });
  const created = useMemo(() => (shown ?? []).map((job) => job.created), [shown]);
  useEffect(() => {
    if (!shown) return;
    const current = readMemory(userKey) ?? startVisit(null, Date.now());
    writeMemory(userKey, recordShown(current, created, Date.now()));
  }, [userKey, shown, created]);
  useEffect(
    // leaving the list: the gap to the next visit counts from here
    () => () => {
      const current = readMemory(userKey);
      if (current) writeMemory(userKey, { ...current, lastSeenAt: Date.now() });
    },
    [userKey],
  );
  return baseline;
}
