/**
 * A person's name as every screen of the app shows it: first name first ("Vera Vikström"), as the board, the applicant
 * lists, the teachers and the profiles do. Lists may still sort by surname; only the payroll files, where surname first
 * is the convention, write it the other way. The fallback (an e-mail) when the person gave no name.
 */
export const personName = (person: { firstName: string; lastName: string }, fallback = ''): string => `${person.firstName} ${person.lastName}`.trim() || fallback;
