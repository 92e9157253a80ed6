import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Counts shown on menu entries. Features fill them (e.g. the jobs feature calls `useSetNavBadge('openJobs', n)`),
 * the shell only reads them, so the shell never imports a feature.
 */
export type NavBadgeKey = 'openJobs' | 'chosenJobs' | 'applicants' | 'jobs' | 'moreAlert';
export type NavBadges = Partial<Record<NavBadgeKey, number>>;

interface NavBadgesState {
  badges: NavBadges;
  setBadge: (key: NavBadgeKey, value: number | undefined) => void;
}

const NavBadgesContext = createContext<NavBadgesState | null>(null);

export function NavBadgesProvider({ children }: { children: ReactNode }) {
  const [badges, setBadges] = useState<NavBadges>({});
  const setBadge = useCallback((key: NavBadgeKey, value: number | undefined) => {
    setBadges((prev) => {
      if (prev[key] === value) return prev;
      const next = { ...prev };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  }, []);
  const state = useMemo(() => ({ badges, setBadge }), [badges, setBadge]);
  return <NavBadgesContext value={state}>{children}</NavBadgesContext>;
}

const useNavBadgesState = (): NavBadgesState => {
  const state = use(NavBadgesContext);
  if (!state) throw new Error('nav badges used outside NavBadgesProvider');
  return state;
};

export const useNavBadges = (): NavBadges => useNavBadgesState().badges;

/** Publishes a count (kept after the caller unmounts, so a badge stays while the user moves between screens). */
export function useSetNavBadge(key: NavBadgeKey, value: number | undefined): void {
  const { setBadge } = useNavBadgesState();
  useEffect(() => {
    setBadge(key, value);
  }, [key, value, setBadge]);
}
