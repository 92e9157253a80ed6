/**
 * Strong identification (issue 25): the name and birth date a provider vouched for, compared with the profile. One
 * rule, used by the server's apply action (a mismatch rejects it), by the phone before the person taps, and by what a
 * school sees as "identity verified".
 */
export interface VerifiedIdentity {
  /** given names as the provider has them (Finnish brokers give every first name), space separated */
  readonly givenName: string;
  readonly familyName: string;
  /** YYYY-MM-DD, or null when the provider gave none */
  readonly birthDate: string | null;
}

export type IdentityMismatch = 'name' | 'birthDate';

/**
 * What separates a name's words: JavaScript's `\s`, spelled out so that Postgres reads the same class (an ARE bracket
 * expression takes these escapes alike; `identityShownVerifiedSql` splits with it), and the hyphen.
 */
export const NAME_SEPARATORS = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff-]+`;
const separators = new RegExp(NAME_SEPARATORS);

const words = (value: string): string[] =>
  value
    .normalize('NFC')
    .toLocaleLowerCase('fi')
    .split(separators)
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

/**
 * What a school sees as "identity verified": only while the profile's name (and birth date, when the provider gave
 * one) still matches what the identification vouched for. A profile renamed since, or an identification that vouched
 * for no name, vouches for nobody the school reads about. Written in SQL too (`identityShownVerifiedSql`, server).
 */
export const identityShownVerified = (account: {
  identityVerified: boolean;
  profile: { firstName: string; lastName: string; birthDate: string | undefined };
  verified: VerifiedIdentity | null;
}): boolean => account.identityVerified && account.verified !== null && identityMismatches(account.profile, account.verified).length === 0;

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
