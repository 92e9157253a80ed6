import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index.ts';

/**
 * DESIGN.md "What no request may do": every string field of every payload schema passes the text rule. Lint forbids a
 * bare z.string() in domain; this walks every exported schema (and schema factory) and asks each string in it.
 */
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The string schemas inside a schema, each with where it sits. */
function stringLeaves(schema: z.ZodType, path: string, out: [string, z.ZodType][], seen: Set<z.ZodType>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, step: string) => {
    if (isSchema(child)) stringLeaves(child, `${path}${step}`, out, seen);
  };
  if (def.type === 'string') out.push([path, schema]);
  if (def.type === 'object') for (const [key, child] of Object.entries(def['shape'] as Record<string, unknown>)) walk(child, `.${key}`);
  for (const key of ['innerType', 'element', 'in', 'out', 'keyType', 'valueType', 'left', 'right', 'rest']) walk(def[key], `(${key})`);
  for (const key of ['options', 'items']) if (Array.isArray(def[key])) (def[key] as unknown[]).forEach((child, i) => walk(child, `(${key} ${i})`));
}

/** Every schema domain exports, and what each factory named `...Schema` makes for a date. */
function exportedSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(domain)) {
    if (isSchema(value)) found.push([name, value]);
    else if (typeof value === 'function' && /Schema$/.test(name) && value.length <= 1) {
      const made: unknown = (value as (today: string) => unknown)('2030-01-01');
      if (isSchema(made)) found.push([`${name}(today)`, made]);
    }
  }
  return found;
}

describe('every payload schema of domain', () => {
  it('refuses a NUL and a lone surrogate in every string it holds', () => {
    const schemas = exportedSchemas();
    expect(schemas.length).toBeGreaterThan(40);
    const leaves: [string, z.ZodType][] = [];
    for (const [name, schema] of schemas) stringLeaves(schema, name, leaves, new Set());
    expect(leaves.length).toBeGreaterThan(100);
    const taking = leaves.filter(([, leaf]) => leaf.safeParse('a\u0000').success || leaf.safeParse('a\ud800').success || leaf.safeParse('a'.repeat(20_000)).success);
    expect(taking.map(([where]) => where)).toEqual([]);
  });
});
