import type { Tx } from '../db/client.ts';

export interface SeedContext {
  schoolIds: Map<string, string>;
  accountIds: Map<string, string>;
  now: Date;
}

/** Demo jobs in every state (open, applied, chosen, SOS, notices, past). Filled in by the jobs area. */
export async function seedDemoJobs(_tx: Tx, _context: SeedContext): Promise<void> {
  // intentionally empty until the jobs area lands its seed (it replaces this file)
}
