import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Counts shown on menu entries. Features fill them (e.g. the jobs feature calls `useSetNavBadge('openJobs', n)`),
 * the shell only reads them, so the shell never imports a feature.
 */
export type NavBadgeKey = 'openJobs' | 'chosenJobs' | 'applicants' | 'jobs' | 'moreAlert';
type NavBadges = Partial<Record<NavBadgeKey, number>>;
/** Menu entries a feature opens when they apply to the user (the export link once export is allowed). */
export type NavGateKey = 'exportAllowed';
export type NavGates = Partial<Record<NavGateKey, true>>;

interface NavBadgesState {
  badges: NavBadges;
  setBadge: (key: NavBadgeKey, value: number | undefined) => void;
  gates: NavGates;
  setGate: (key: NavGateKey, open: boolean) => void;
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
  const [gates, setGates] = useState<NavGates>({});
  const setGate = useCallback((key: NavGateKey, open: boolean) => {
    setGates((prev) => {
      if ((prev[key] === true) === open) return prev;
      const next = { ...prev };
      if (open) next[key] = true;
      else delete next[key];
      return next;
    });
  }, []);
  const state = useMemo(() => ({ badges, setBadge, gates, setGate }), [badges, setBadge, gates, setGate]);
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

export const useNavGates = (): NavGates => useNavBadgesState().gates;

/** Opens or closes a menu entry's gate (kept after the caller unmounts, as badges are). */
export function useSetNavGate(key: NavGateKey, open: boolean): void {
  const { setGate } = useNavBadgesState();
  useEffect(() => {
    setGate(key, open);
  }, [key, open, setGate]);
}
