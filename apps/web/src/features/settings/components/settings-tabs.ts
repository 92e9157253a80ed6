import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isSchoolRole, type Role } from '@vikariat/domain';

/**
 * Tab numbers of spec 02 §2: 1 notifications, 4 GDPR, 5 FAQ, 6 support, 7 standard text; 2 (account) is ours, and so
 * are 8 (my data, GDPR art. 15 and 20) and 9 (signed-in devices) of issue 25.
 */
export type SettingsTab = 1 | 2 | 4 | 5 | 6 | 7 | 8 | 9;

interface TabEntry {
  tab: SettingsTab;
  label: MessageDescriptor;
}

const ALL: readonly TabEntry[] = [
  { tab: 1, label: msg`Notiser` },
  { tab: 2, label: msg`Konto` },
  { tab: 4, label: msg`Säkerhet` },
  { tab: 5, label: msg`Vanliga frågor` },
  { tab: 6, label: msg`Support` },
  { tab: 7, label: msg`Standardtext` },
  { tab: 8, label: msg`Mina uppgifter` },
  { tab: 9, label: msg`Enheter` },
];

/** The tabs a role sees: the standard text for urgent jobs only for school staff. */
export const tabsFor = (role: Role): TabEntry[] => ALL.filter((entry) => entry.tab !== 7 || isSchoolRole(role));

/** `?tab=N` (or the sub-page path) as a tab this role has; null shows the overview. */
export function parseTab(value: string | null, role: Role): SettingsTab | null {
  if (value === null) return null;
  const n = Number(value);
  return tabsFor(role).find((entry) => entry.tab === n)?.tab ?? null;
}
