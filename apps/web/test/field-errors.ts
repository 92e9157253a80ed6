import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Issue 22 item 4: every field error the server can give is shown. The names come from the payload's domain schema
 * (plus those a service adds, listed by each test); each gets its own message, and the test asks where it stands.
 */

type Def = { type: string; shape?: Record<string, unknown>; in?: unknown; innerType?: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The top-level field names of a payload schema (through its refinements, pipes and transforms). */
export function schemaFields(schema: z.ZodType): string[] {
  let def = defOf(schema);
  while (def.type !== 'object') {
    const inner = def.in ?? def.innerType;
    if (inner === undefined) throw new Error(`no object inside a ${def.type} schema`);
    def = defOf(inner);
  }
  return Object.keys(def.shape ?? {});
}

/** The message the stub answers for a field: unique, so the test can find where it landed. */
export const messageFor = (field: string): string => `Serverns fel för ${field}`;

/** A 400 answer with an error under every one of `fields`, as the server's error handler writes it. */
export const errorAnswer = (fields: readonly string[]) => ({
  status: 400,
  body: { code: 'validation', message: 'Ogiltiga uppgifter', fields: Object.fromEntries(fields.map((f) => [f, messageFor(f)])) },
});

/**
 * Each field's message is on the screen: under its control (the control's or group's aria-describedby names the
 * message) when `atField(field)`, else in the form's alert.
 */
export async function expectEveryErrorShown(fields: readonly string[], atField: (field: string) => boolean): Promise<void> {
  await waitFor(() => expect(screen.getAllByText(new RegExp(messageFor(fields[0] ?? ''))).length).toBeGreaterThan(0));
  const missing: string[] = [];
  const misplaced: string[] = [];
  for (const field of fields) {
    const message = messageFor(field);
    if (atField(field)) {
      const shown = screen.queryByText(message, { exact: true });
      const described = shown?.id ? document.querySelector(`[aria-describedby~="${shown.id}"]`) : null;
      if (!shown) missing.push(field);
      else if (!described) misplaced.push(`${field} (not tied to its control)`);
    } else {
      const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
      if (!alerts.some((text) => text.includes(message))) missing.push(`${field} (form message)`);
    }
  }
  expect({ missing, misplaced }).toEqual({ missing: [], misplaced: [] });
}
