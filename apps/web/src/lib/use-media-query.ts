import { useSyncExternalStore } from 'react';

/** Breakpoints of spec 01 §9: mobile at 600 px or less, the sidebar open by default above 1450 px. */
const MOBILE_QUERY = '(max-width: 600px)';
export const WIDE_QUERY = '(min-width: 1451px)';
/**
 * Spec 01 §9's 1145 px: at this width or less (a tablet in landscape) an opened sidebar lies over the content instead
 * of narrowing it, and closes when the user goes somewhere. (Its 1080 px is a top-bar step: top-bar.css.)
 */
export const OVERLAY_SIDEBAR_QUERY = '(max-width: 1145px)';

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
