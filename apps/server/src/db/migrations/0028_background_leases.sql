-- Leases for background work (issue 27, decision 036): with several server nodes on one database each periodic task
-- runs on one node at a time. The node holding a task's lease runs it on every tick and renews the lease; the others
-- try on their ticks and take it only once it has expired (its holder died) or was released (a clean shutdown).
CREATE TABLE background_leases (
  task        text PRIMARY KEY,
  holder      text,
  -- the database's clock, never a node's: nodes' clocks may disagree
  expires_at  timestamptz NOT NULL,
  -- what a run did, for the operator and the cluster test (runs once per tick across the nodes)
  runs        bigint NOT NULL DEFAULT 0,
  last_run_at timestamptz,
  last_holder text
);
