// Wall and CPU time per phase of a long job (the seed), so a slow run says which phase is slow.
// CPU is the whole process's (user + system), which includes SQLite's work on the same thread
// and its sorter threads: on a machine shared with other jobs, wall time alone misleads.

export interface PhaseRow {
  phase: string;
  'wall ms': number;
  'cpu ms': number;
}

export interface PhaseTimer {
  time<T>(phase: string, work: () => Promise<T> | T): Promise<T>;
  readonly rows: readonly PhaseRow[];
}

/** A timer that measures nothing: the default where no one asked for timings. */
export const untimed: PhaseTimer = { time: async (_phase, work) => work(), rows: [] };

export function createPhaseTimer(): PhaseTimer {
  const rows: PhaseRow[] = [];
  return {
    rows,
    async time(phase, work) {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      try {
        return await work();
      } finally {
        const used = process.cpuUsage(cpu);
        const wallMs = Math.round(performance.now() - wall);
        const cpuMs = Math.round((used.user + used.system) / 1000);
        // A phase run in several steps (a table inserted chunk by chunk) is one row.
        const row = rows.find((r) => r.phase === phase);
        if (row) {
          row['wall ms'] += wallMs;
          row['cpu ms'] += cpuMs;
        } else rows.push({ phase, 'wall ms': wallMs, 'cpu ms': cpuMs });
      }
    },
  };
}
