/**
 * CPU time of the processes under a load, from Linux's /proc: one process (the server) by pid, PostgreSQL's
 * processes by name, and the whole machine's busy share. Null off Linux, where the figures are left out.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

type Snapshot = { server: number; postgres: number; busy: number; total: number; at: number };

function ticksOf(pid: string): { comm: string; ticks: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function snapshot(serverPid: number): Snapshot | null {
  if (!fs.existsSync('/proc/stat')) return null;
  const machine = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = (machine[3] ?? 0) + (machine[4] ?? 0);
  const total = machine.reduce((sum, value) => sum + value, 0);
  let server = 0;
  let postgres = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const process = ticksOf(pid);
    if (!process) continue;
    if (Number(pid) === serverPid) server += process.ticks;
    else if (process.comm.startsWith('postgres')) postgres += process.ticks;
  }
  return { server, postgres, busy: total - idle, total, at: Date.now() };
}

export type CpuFigures = { serverCores: number; postgresCores: number; machineBusy: number };

/** Runs `load` and answers its result with the CPU the server and PostgreSQL spent meanwhile (cores on average). */
export async function withCpu<T>(serverPid: number, load: () => Promise<T>): Promise<[T, CpuFigures | null]> {
  const before = snapshot(serverPid);
  const result = await load();
  const after = snapshot(serverPid);
  if (!before || !after || after.at <= before.at) return [result, null];
  const seconds = (after.at - before.at) / 1000;
  const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
  return [
    result,
    {
      serverCores: cores(after.server - before.server),
      postgresCores: cores(after.postgres - before.postgres),
      machineBusy: (after.busy - before.busy) / Math.max(1, after.total - before.total),
    },
  ];
}
