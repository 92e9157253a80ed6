import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a burst's CPU went, from /proc (Linux): the app server's process, every Postgres process (backends, WAL writer)
 * and the benchmark's own client. On these shared 2 cores the three compete, so a figure per request says which one
 * a change must make cheaper. Empty on a system without /proc.
 */
export interface CpuSample {
  serverMs: number;
  postgresMs: number;
  clientMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms, or 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    // the command may hold spaces and parentheses: the fields start after the last ')'
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone in between
    }
  }
  return pids;
}

function sampleCpu(serverPid: number | undefined): CpuSample {
  const usage = process.cpuUsage();
  return {
    serverMs: serverPid === undefined ? 0 : processCpuMs(serverPid),
    postgresMs: postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0),
    clientMs: (usage.user + usage.system) / 1000,
  };
}

const perRequest = (ms: number, requests: number): number => (requests === 0 ? 0 : Math.round((ms / requests) * 100) / 100);

/** Adds up the CPU of bursts (`around`) and says it per request. */
export function cpuMeter(serverPid: number | undefined) {
  const sum: CpuSample = { serverMs: 0, postgresMs: 0, clientMs: 0 };
  return {
    async around<T>(work: () => Promise<T>): Promise<T> {
      const before = sampleCpu(serverPid);
      const value = await work();
      const after = sampleCpu(serverPid);
      sum.serverMs += after.serverMs - before.serverMs;
      sum.postgresMs += after.postgresMs - before.postgresMs;
      sum.clientMs += after.clientMs - before.clientMs;
      return value;
    },
    perRequest: (requests: number): CpuSample => ({
      serverMs: perRequest(sum.serverMs, requests),
      postgresMs: perRequest(sum.postgresMs, requests),
      clientMs: perRequest(sum.clientMs, requests),
    }),
  };
}

export const describeCpu = (c: CpuSample): string => `server ${c.serverMs} ms, Postgres ${c.postgresMs} ms, client ${c.clientMs} ms`;
