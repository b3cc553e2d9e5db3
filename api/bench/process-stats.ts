import fs from 'node:fs';

// Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every
// mainstream kernel); the benches read it to report CPU seconds, which noisy neighbours on a
// shared machine disturb far less than wall-clock figures.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a running process has used so far (0 where /proc is missing). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name (which may hold spaces): utime is the 12th,
    // stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of a running process, MB with one decimal (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}
