/**
 * Strong identification (issue 25): the name and birth date a provider vouched for, compared with the profile. One
 * rule, used by the server's apply action (a mismatch rejects it) and by the phone before the person taps.
 */
export interface VerifiedIdentity {
  /** given names as the provider has them (Finnish brokers give every first name), space separated */
  readonly givenName: string;
  readonly familyName: string;
  /** YYYY-MM-DD, or null when the provider gave none */
  readonly birthDate: string | null;
}

export type IdentityMismatch = 'name' | 'birthDate';

const words = (value: string): string[] =>
  value
    .normalize('NFC')
    .toLocaleLowerCase('fi')
    .split(/[\s-]+/)
    .filter((w) => w !== '');

/**
 * What of the profile differs from the verified identity (empty: it matches). A person may go by one of their given
 * names (the calling name), so the profile's first name matches when each of its words is one of the given names;
 * the family name must match in full. The profile's birth date is YYYYMMDD (spec 01 §5).
 */
export function identityMismatches(profile: { firstName: string; lastName: string; birthDate: string | undefined }, verified: VerifiedIdentity): IdentityMismatch[] {
  const out: IdentityMismatch[] = [];
  const given = new Set(words(verified.givenName));
  const first = words(profile.firstName);
  const nameOk = first.length > 0 && first.every((w) => given.has(w)) && words(profile.lastName).join(' ') === words(verified.familyName).join(' ');
  if (!nameOk) out.push('name');
  if (verified.birthDate !== null && (profile.birthDate ?? '') !== verified.birthDate.replaceAll('-', '')) out.push('birthDate');
  return out;
}

/** The shared apply rule's person part: a substitute whose verified identity differs from the profile may not apply. */
export const identityBlocksApplying = (mismatches: readonly IdentityMismatch[]): boolean => mismatches.length > 0;

export const IDENTITY_MISMATCH_MESSAGES = {
  name: {
    sv: 'Namnet i din profil stämmer inte med det verifierade namnet. Rätta det innan du anmäler dig.',
    fi: 'Profiilisi nimi ei vastaa vahvistettua nimeä. Korjaa se ennen kuin ilmoittaudut.',
  },
  birthDate: {
    sv: 'Födelsedatumet i din profil stämmer inte med det verifierade. Rätta det innan du anmäler dig.',
    fi: 'Profiilisi syntymäaika ei vastaa vahvistettua. Korjaa se ennen kuin ilmoittaudut.',
  },
} as const;

/** The same comparison over the phone's profile document (its birth date lives in `profile.birthDate`). */
export function profileIdentityMismatches(doc: {
  firstName: string;
  lastName: string;
  profile: Record<string, unknown>;
  verifiedIdentity?: VerifiedIdentity | null | undefined;
}): IdentityMismatch[] {
  if (doc.verifiedIdentity === null || doc.verifiedIdentity === undefined) return [];
  const birthDate = doc.profile['birthDate'];
  return identityMismatches({ firstName: doc.firstName, lastName: doc.lastName, birthDate: typeof birthDate === 'string' ? birthDate : undefined }, doc.verifiedIdentity);
}
