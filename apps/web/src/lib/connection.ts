import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the device has a network at all (the browser's view); the sync state says whether the server answers. */
export const useDeviceOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Why the server's data cannot be had, in the order a person can act on it: the device is offline (find signal), or it
 * is online but the server does not answer (nothing to do on the device); null when it answers.
 */
type ConnectionProblem = 'offline' | 'unreachable' | null;

export function connectionProblemOf(serverAnswers: boolean, deviceOnline: boolean): ConnectionProblem {
  if (!deviceOnline) return 'offline';
  return serverAnswers ? null : 'unreachable';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** When data was last fetched, as a person reads it (the device's clock): the time today ("06:41"), else dd.MM.yyyy and the time; null: never. */
export function formatDataAge(iso: string | null, now: Date): string | null {
  if (iso === null) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay = at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  return sameDay ? time : `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()} ${time}`;
}
