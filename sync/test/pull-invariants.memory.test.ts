import { describe, it } from 'vitest';
import { SyncMismatchError } from '../src/client/transport.ts';
import { PULL_INVARIANTS, type PullWorld } from './pull-invariants.ts';
import { memoryServer } from './replication-harness.ts';

/** The in-memory server of the replication tests holds the numbered pull invariants (the SQL projection: the server's copy of this table). */
function memoryWorld(): PullWorld {
  const { server, transport } = memoryServer();
  let next = 0;
  return {
    add: () => {
      const id = `doc-${++next}`;
      server.set(id, true);
      return Promise.resolve(id);
    },
    change: (id) => Promise.resolve(server.set(id, true)),
    remove: (id) => Promise.resolve(server.set(id, false)),
    changeView: () => {
      server.scope = `${server.scope}-changed`;
      return Promise.resolve();
    },
    pull: async (checkpoint, limit, options) => {
      try {
        return await transport.pull('jobs', checkpoint, limit, options);
      } catch (error) {
        if (error instanceof SyncMismatchError) return 'resetRequired';
        throw error;
      }
    },
  };
}

describe('the in-memory test server', () => {
  for (const { invariant, holds, check } of PULL_INVARIANTS) it(`invariant ${invariant}: ${holds}`, () => check(memoryWorld()));
});
