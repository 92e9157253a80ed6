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
export const useDeviceOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
