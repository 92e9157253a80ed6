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

/** The factories that take the common-password list (the others take a date, or the date and the list). */
const TAKING_PASSWORD_LIST = new Set(['registerTeacherSchema', 'registerPrincipalSchema', 'resetPasswordSchema', 'changePasswordSchema']);

/** Every schema domain exports, and what each factory named `...Schema` makes. */
function exportedSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(domain)) {
    if (isSchema(value)) found.push([name, value]);
    else if (typeof value === 'function' && /Schema$/.test(name) && value.length <= 2) {
      const factory = value as (...args: unknown[]) => unknown;
      const args = TAKING_PASSWORD_LIST.has(name) ? [domain.isCommonPassword] : ['2030-01-01', domain.isCommonPassword];
      const made = factory(...args);
      if (isSchema(made)) found.push([`${name}(...)`, made]);
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

/** Every schema inside a schema (objects' fields, list elements, union options, wrapped types). */
function allNodes(schema: z.ZodType, out: Set<z.ZodType>): void {
  if (out.has(schema)) return;
  out.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown) => {
    if (isSchema(child)) allNodes(child, out);
  };
  if (def.type === 'object') for (const child of Object.values(def['shape'] as Record<string, unknown>)) walk(child);
  // a pipe's `out` only ever sees what its `in` made, so it is not asked on its own
  for (const key of ['innerType', 'element', 'in', 'keyType', 'valueType', 'left', 'right', 'rest']) walk(def[key]);
  for (const key of ['options', 'items']) if (Array.isArray(def[key])) (def[key] as unknown[]).forEach(walk);
}

const WRONG_INPUTS: unknown[] = [undefined, null, 42, -1, 1.5, 1e12, '', 'x', 'a'.repeat(300), true, {}, [], [42], [{}], { code: 42 }, '2030-02-30'];

describe('every message a schema of domain can give', () => {
  it('is a svenska|suomi pair, never an English zod default', () => {
    const english: string[] = [];
    for (const [name, schema] of exportedSchemas()) {
      const nodes = new Set<z.ZodType>();
      allNodes(schema, nodes);
      for (const node of [...nodes].filter((n) => defOf(n).type !== 'transform')) {
        for (const input of WRONG_INPUTS) {
          const result = node.safeParse(input);
          for (const issue of result.error?.issues ?? []) if (!issue.message.includes('|')) english.push(`${name}: ${issue.message}`);
        }
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });
});
