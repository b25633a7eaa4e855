/**
 * Where the CPU went during a drill, from /proc (Linux): the server processes, nginx, the drill's PostgreSQL and the
 * drill itself (the load generator), in CPU seconds, so a report can name the first bottleneck.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

type Sample = Map<number, number>;

function processes(): { pid: number; ppid: number; ticks: number }[] {
  const found: { pid: number; ppid: number; ticks: number }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name may hold spaces: the fields after it start past the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** The pid and its descendants. */
function family(root: number, all: { pid: number; ppid: number }[]): Set<number> {
  const members = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, ppid } of all)
      if (members.has(ppid) && !members.has(pid)) {
        members.add(pid);
        grew = true;
      }
  }
  return members;
}

function postmasterPid(): number | undefined {
  try {
    return Number(fs.readFileSync('/var/run/postgresql/15-drill.pid', 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

export type CpuGroups = { apps: number[]; nginx: number | undefined };

export function startCpuShare(groups: CpuGroups) {
  if (!fs.existsSync('/proc/self/stat')) return { report: () => undefined };
  const snapshot = (): Sample => new Map(processes().map((p) => [p.pid, p.ticks]));
  const before = snapshot();
  const startedAt = Date.now();
  return {
    /** CPU seconds per group since the start, and the wall time. */
    report() {
      const all = processes();
      const after = new Map(all.map((p) => [p.pid, p.ticks]));
      const used = (pids: Set<number>) => {
        let ticks = 0;
        for (const pid of pids) ticks += (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
        return Math.round((10 * ticks) / TICKS_PER_SECOND) / 10;
      };
      const postmaster = postmasterPid();
      const machine = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
      return {
        seconds: Math.round((Date.now() - startedAt) / 1000),
        apps: used(new Set(groups.apps.flatMap((pid) => [...family(pid, all)]))),
        nginx: groups.nginx ? used(family(groups.nginx, all)) : 0,
        postgres: postmaster ? used(family(postmaster, all)) : 0,
        drill: used(new Set([process.pid])),
        machineLine: machine,
      };
    },
  };
}

/** Busy share of every core of the machine between two readings of /proc/stat's first line. */
export function busyShare(first: string, second: string): number {
  const parse = (line: string) => line.trim().split(/\s+/).slice(1).map(Number);
  const a = parse(first);
  const b = parse(second);
  const total = b.reduce((sum, v, i) => sum + v - (a[i] ?? 0), 0);
  const idle = (b[3] ?? 0) - (a[3] ?? 0) + ((b[4] ?? 0) - (a[4] ?? 0));
  return total > 0 ? 1 - idle / total : 0;
}
