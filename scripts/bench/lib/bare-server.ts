/**
 * The baseline of the HTTP benchmarks: a bare Hono + postgres server in this process, with no auth, no
 * validation, no projection — the floor any API call of ours stands on, measured on the same database.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';
import { freePort } from './server.ts';

export interface BareServer {
  base: string;
  close(): Promise<void>;
}

export async function startBareServer(databaseUrl: string): Promise<BareServer> {
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => undefined });
  await sql`CREATE TABLE IF NOT EXISTS bench_bare_ledger (id uuid PRIMARY KEY, owner uuid NOT NULL, body jsonb NOT NULL)`;
  const app = new Hono()
    // one indexed select: the changes after a number (jobs_seq_idx)
    .post('/bare/pull', async (c) => {
      const { after } = await c.req.json<{ after: number }>();
      const rows = await sql<{ id: string; seq: string }[]>`SELECT id, seq FROM jobs WHERE seq > ${after} ORDER BY seq LIMIT 500`;
      return c.json({ documents: rows, checkpoint: Number(rows.at(-1)?.seq ?? after) });
    })
    // the least an exactly-once ledger does: one transaction and one keyed insert per action
    .post('/bare/push', async (c) => {
      const { rows } = await c.req.json<{ rows: Array<{ id: string; owner: string }> }>();
      for (const row of rows) {
        await sql.begin((tx) => tx`INSERT INTO bench_bare_ledger (id, owner, body) VALUES (${row.id}, ${row.owner}, ${tx.json(row)}) ON CONFLICT DO NOTHING`);
      }
      return c.json({ applied: rows.length });
    })
    // one primary-key select
    .get('/bare/account/:id', async (c) => {
      const rows = await sql`SELECT id, email FROM accounts WHERE id = ${c.req.param('id')}`;
      return c.json({ found: rows.length });
    });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end({ timeout: 5 });
    },
  };
}
