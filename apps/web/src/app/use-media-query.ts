import { useSyncExternalStore } from 'react';

/** Breakpoints of spec 01 §9: mobile at 600 px or less, the sidebar open by default above 1450 px. */
export const MOBILE_QUERY = '(max-width: 600px)';
export const WIDE_QUERY = '(min-width: 1451px)';

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
