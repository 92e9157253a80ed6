import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every write to a replicated table (or to a table whose triggers rewrite one) runs through `inTransaction` (decision
 * 019, issue 21 item 13): what Postgres still aborts is then retried, never answered as a 500. A lone statement on
 * `deps.database.db` is a transaction too, but nobody retries it (an admin's school edit rewrites every job of the
 * school, a removed teacher's jobs lose their owner: each locks many rows and could deadlock with the school's traffic).
 * Since 0036 (decision 040) nothing is renumbered at commit, but rows are still locked while a transaction works.
 *
 * Read from the server's source, so a new write is covered without a test of its own: each drizzle
 * `.insert/.update/.delete(table)` and each SQL `INSERT INTO / UPDATE / DELETE FROM table` on a table whose writes
 * renumber (the replicated tables, and the schools and blocks whose triggers rewrite them) must run on a transaction
 * handle — `tx`, `ctx.tx` — which only `inTransaction` hands out.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');
const RENUMBERING = ['accounts', 'jobs', 'applications', 'job_user_state', 'sync_outbox_ledger', 'schools', 'school_blocks'];
const DRIZZLE_TABLES = new Set(['accounts', 'jobs', 'applications', 'jobUserState', 'syncOutboxLedger', 'schools', 'schoolBlocks']);
const SQL_WRITE = new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(${RENUMBERING.join('|')})\\b`, 'i');
/** A new school has no jobs yet: inserting one renumbers nothing. */
const writesNothingReplicated = (what: string) => /^insert\(schools\)$|^INSERT INTO schools$/i.test(what);

/** Writes that need no retry, each with its reason. */
const EXEMPT: Record<string, string> = {
  // a sign-in's timestamp is a column no reader sees: the row keeps its change number (sync_assign_seq's ignored list)
  'services/auth/login.ts: deps.database.db.update(accounts)': 'last_login_at only',
  // the demo seed writes an empty database, alone
  'demo/': 'seed',
};

/** The handle a write runs on: the receiver of `.update(...)`, the first argument of `queryRows(x, sql)`, `x.execute(sql)`. */
function executorOf(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at !== undefined; at = at.parent) {
    if (!ts.isCallExpression(at)) continue;
    const callee = at.expression;
    if (ts.isPropertyAccessExpression(callee) && ['execute', 'update', 'insert', 'delete'].includes(callee.name.text)) return rootOf(callee.expression);
    if (ts.isIdentifier(callee) && at.arguments[0] !== undefined && at.arguments[0] !== node) return rootOf(at.arguments[0]);
  }
  return undefined;
}

/** `db.update(x).set(...)` → `db`; `ctx.tx` stays `ctx.tx`. */
function rootOf(expression: ts.Expression): string {
  let at = expression;
  while (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) at = at.expression.expression;
  return at.getText();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function writesOutsideTransactions(): { found: number; outside: string[] } {
  let found = 0;
  const outside: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const relative = path.relative(SRC, file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      let write: ts.Node | undefined;
      let what = '';
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['insert', 'update', 'delete'].includes(node.expression.name.text)) {
        const table = node.arguments[0];
        if (node.arguments.length === 1 && table !== undefined && ts.isIdentifier(table) && DRIZZLE_TABLES.has(table.text)) {
          write = node;
          what = `${node.expression.name.text}(${table.text})`;
        }
      } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
        const match = SQL_WRITE.exec(node.template.getText());
        if (match !== null) {
          write = node;
          what = match[0].replace(/\s+/g, ' ');
        }
      }
      if (write !== undefined) {
        found += 1;
        const executor = executorOf(write) ?? '(none)';
        const key = `${relative}: ${executor}.${what}`;
        const exempt = Object.keys(EXEMPT).some((prefix) => key.startsWith(prefix) || relative.startsWith(prefix));
        if (!exempt && !writesNothingReplicated(what) && !['tx', 'ctx.tx'].includes(executor)) outside.push(key);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, outside };
}

describe('writes that renumber', () => {
  it('all run on a transaction of inTransaction, which retries what Postgres aborts', () => {
    const { found, outside } = writesOutsideTransactions();
    expect(found).toBeGreaterThan(40);
    expect(outside).toEqual([]);
  });
});
