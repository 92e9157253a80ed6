import * as domain from '@vikariat/domain';

/**
 * The fields by which a request can name a person: every key of every payload schema the domain exports (one zod
 * schema per payload, shared by form, outbox and route) that holds an e-mail address or a person's id. Read from the
 * schemas themselves, so a payload with a new such field (`teacherEmail`, `substituteId`) is swept the day it is added.
 * Schemas built per request (registration's, which take today's date) are public and answer nobody's data.
 */
const PERSON_KEY = /^(?:\w*email|(?:user|account|substitute|applicant|teacher|person|chosen|owner)Id)$/i;

interface SchemaNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as SchemaNode)._zod.def === 'object';

/** The keys of every object schema reachable from `schema` (through optional, pipe, array, union, …), with their value. */
function objectKeys(schema: SchemaNode, out: Map<string, SchemaNode[]>, seen: Set<SchemaNode>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def['shape'] as Record<string, unknown>)) {
      if (!isSchema(value)) continue;
      out.set(key, [...(out.get(key) ?? []), value]);
      objectKeys(value, out, seen);
    }
    return;
  }
  const inner = ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType'].map((k) => def[k]);
  const options = Array.isArray(def['options']) ? (def['options'] as unknown[]) : [];
  const lazy = def.type === 'lazy' && typeof def['getter'] === 'function' ? [(def['getter'] as () => unknown)()] : [];
  for (const next of [...inner, ...options, ...lazy]) if (isSchema(next)) objectKeys(next, out, seen);
}

/** Does the value take text (a string, possibly optional, trimmed, piped into an e-mail check)? */
function takesText(schema: SchemaNode, seen = new Set<SchemaNode>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'string') return true;
  return ['innerType', 'in', 'out'].some((k) => {
    const next = def[k];
    return isSchema(next) && takesText(next, seen);
  });
}

export function personFields(): { emails: string[]; ids: string[] } {
  const keys = new Map<string, SchemaNode[]>();
  const seen = new Set<SchemaNode>();
  for (const value of Object.values(domain)) if (isSchema(value)) objectKeys(value, keys, seen);
  const person = [...keys].filter(([key, values]) => PERSON_KEY.test(key) && values.some((v) => takesText(v))).map(([key]) => key);
  return { emails: person.filter((k) => /email$/i.test(k)).sort(), ids: person.filter((k) => /Id$/.test(k)).sort() };
}
