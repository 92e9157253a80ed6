import rolesData from './data/ecec-roles.json' with { type: 'json' };
import qualificationData from './data/ecec-qualifications.json' with { type: 'json' };

/**
 * Early-childhood education (ECEC) reference lists of the Varda koodisto (CSCfi/antero, MIT):
 * job titles (*tehtävänimike*, 8) and staff qualifications (*tutkinto*, 52), fi/sv.
 */
export interface EcecCode {
  readonly key: string;
  readonly code: string;
  readonly name_fi: string;
  readonly name_sv: string;
  readonly valid_from: string;
  readonly valid_to: string | null;
}

const toCode = (e: EcecCode): EcecCode => ({
  key: e.key,
  code: e.code,
  name_fi: e.name_fi,
  name_sv: e.name_sv,
  valid_from: e.valid_from,
  valid_to: e.valid_to,
});

export const ECEC_ROLES: readonly EcecCode[] = rolesData.map(toCode);
export const ECEC_QUALIFICATIONS: readonly EcecCode[] = qualificationData.map(toCode);

export const ececRoleByCode = (code: string): EcecCode | undefined => ECEC_ROLES.find((r) => r.code === code);
export const ececQualificationByCode = (code: string): EcecCode | undefined => ECEC_QUALIFICATIONS.find((q) => q.code === code);
