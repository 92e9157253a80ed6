import { z } from 'zod';
import { text } from '../validation/safe-text.ts';

/**
 * The school's lists (issue 23, decision 023 point 2): an ordered list of preferred substitutes and a list of those the
 * school will not be offered. Per school; kept by its principals and leaders. A person is on at most one of them.
 */
export const SCHOOL_LISTS = ['preferred', 'blocked'] as const;
export type SchoolListName = (typeof SCHOOL_LISTS)[number];

/** At most this many people on a school's preferred list (an order longer than this is not a preference). */
export const PREFERRED_MAX = 200;

const M = {
  email: 'Ange en giltig e-postadress.|Anna kelvollinen sähköpostiosoite.',
  school: 'Välj skola.|Valitse koulu.',
  list: 'Välj lista.|Valitse lista.',
  order: 'Ordningen ska innehålla var och en på listan exakt en gång.|Järjestyksessä on oltava jokainen listalla oleva täsmälleen kerran.',
  tooMany: `Högst ${PREFERRED_MAX} på listan.|Listalla enintään ${PREFERRED_MAX}.`,
} as const;

const email = text({ error: M.email }).trim().toLowerCase().max(254, M.email).pipe(z.email(M.email));
/** The school, named by a leader of several schools (one school: its own). */
const schoolId = text({ error: M.school }).uuid(M.school).optional();

export const schoolListsReadSchema = z.object({ schoolId });
export const schoolListPersonSchema = z.object({ schoolId, email });
export const schoolListRemoveSchema = z.object({ schoolId, email, list: z.enum(SCHOOL_LISTS, { error: M.list }) });
export const preferredOrderSchema = z.object({
  schoolId,
  emails: z
    .array(email, { error: M.order })
    .max(PREFERRED_MAX, M.tooMany)
    .refine((emails) => new Set(emails).size === emails.length, M.order),
});
export type SchoolListPerson = z.infer<typeof schoolListPersonSchema>;
export type SchoolListRemove = z.infer<typeof schoolListRemoveSchema>;
export type PreferredOrder = z.infer<typeof preferredOrderSchema>;

/** A person on one of the lists, as the school reads them. */
export const schoolListEntrySchema = z.object({
  email: text(),
  firstName: text(),
  lastName: text(),
  /** the school's jobs that ended with this person chosen ("worked here before", derived) */
  workedHere: z.number(),
  /** the last day of the latest of them (YYYY-MM-DD) */
  lastWorked: text().nullable(),
});
export type SchoolListEntry = z.infer<typeof schoolListEntrySchema>;

export const schoolListsSchema = z.object({
  schoolId: text(),
  preferred: z.array(schoolListEntrySchema),
  blocked: z.array(schoolListEntrySchema),
});
export type SchoolLists = z.infer<typeof schoolListsSchema>;

/** The person at each of the reader's schools, on the substitute's profile as the school sees it. */
export const schoolTieSchema = z.object({
  schoolId: text(),
  schoolName: text(),
  list: z.enum(SCHOOL_LISTS).nullable(),
  workedHere: z.number(),
  lastWorked: text().nullable(),
});
export type SchoolTie = z.infer<typeof schoolTieSchema>;

/** The order after moving the person at `from` by `by` places (kept inside the list): what the list screen sends. */
export function movedOrder(emails: readonly string[], from: number, by: number): string[] {
  const to = Math.min(emails.length - 1, Math.max(0, from + by));
  const order = [...emails];
  const [moved] = order.splice(from, 1);
  if (moved === undefined) return [...emails];
  order.splice(to, 0, moved);
  return order;
}
