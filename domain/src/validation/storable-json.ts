import { z } from 'zod';
import { isStorableText, text, TEXT_MAX_LENGTH, TEXT_MESSAGES } from './safe-text.ts';

/** Deeper than any payload of ours: a 20,000-level body would overflow the stack of JSON.stringify and of zod. */
export const JSON_MAX_DEPTH = 32;

export type JsonProblem = { path: (string | number)[]; problem: 'unstorable' | 'tooLong' | 'tooDeep' };

/** A container still to look into; the path is kept as a chain and spelled out only for the answer. */
interface Pending {
  value: object;
  depth: number;
  key: string | number | undefined;
  parent: Pending | undefined;
}

const pathOf = (at: Pending | undefined, last?: string | number): (string | number)[] => {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let p = at; p?.key !== undefined; p = p.parent) path.unshift(p.key);
  return path;
};

function stringProblem(value: string): JsonProblem['problem'] | null {
  if (value.length > TEXT_MAX_LENGTH) return 'tooLong';
  return isStorableText(value) ? null : 'unstorable';
}

/**
 * The first part of a JSON value that may not reach Postgres or be written back out: a key or string breaking the
 * text rule, or nesting deeper than `maxDepth`. Walked without recursion, so any depth is safe to ask about.
 */
export function jsonProblem(value: unknown, maxDepth = JSON_MAX_DEPTH): JsonProblem | null {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem === null ? null : { path: [], problem };
  }
  if (value === null || typeof value !== 'object') return null;
  const stack: Pending[] = [{ value, depth: 0, key: undefined, parent: undefined }];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (at.depth >= maxDepth) return { path: pathOf(at), problem: 'tooDeep' };
    const container = at;
    const visit = (key: string | number, child: unknown): JsonProblem | null => {
      if (typeof key === 'string' && !isStorableText(key)) return { path: pathOf(container, key), problem: 'unstorable' };
      if (typeof child === 'string') {
        const problem = stringProblem(child);
        return problem === null ? null : { path: pathOf(container, key), problem };
      }
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: container.depth + 1, key, parent: container });
      return null;
    };
    // by index and by key: a 12 MB list of numbers allocates nothing here
    if (Array.isArray(container.value)) {
      const list: unknown[] = container.value;
      for (let i = 0; i < list.length; i++) {
        const found = visit(i, list[i]);
        if (found !== null) return found;
      }
    } else {
      const record = container.value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const found = visit(key, record[key]);
        if (found !== null) return found;
      }
    }
  }
  return null;
}

/** A free-form JSON object (an outbox payload, a stored document) whose every key and string passes the text rule. */
export const storableJsonObject = z.record(text(), z.unknown()).superRefine((value, ctx) => {
  const found = jsonProblem(value);
  if (found !== null) ctx.addIssue({ code: 'custom', path: found.path, message: TEXT_MESSAGES[found.problem] });
});
