import fs from "node:fs";
import pg from "pg";

/** Linux's clock tick for /proc/<pid>/stat times (USER_HZ, 100 on every common kernel). */
const TICK_MS = 10;

/** CPU time (user + system) a process has used so far, ms; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The CPU time the app's server process and the PostgreSQL backends serving one database use
 * between start and stop: CPU seconds per request do not depend on how busy the machine is, as
 * requests per second do. Backends are found in pg_stat_activity every second; one that closes
 * between samples loses its last second.
 */
export async function cpuMeter(databaseUrl: string, serverPid: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (initial: boolean) => {
    const { rows } = await db.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [dbName],
    );
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (!first.has(pid)) first.set(pid, initial ? ms : 0);
      if (ms > 0) last.set(pid, ms);
    }
  };
  await sample(true);
  const serverFirst = processCpuMs(serverPid);
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 1000));
      if (!stopped) await sample(false).catch(() => {});
    }
  })();
  return {
    async stop(): Promise<{ appMs: number; dbMs: number }> {
      const appMs = processCpuMs(serverPid) - serverFirst;
      await sample(false);
      stopped = true;
      await loop;
      await db.end();
      let dbMs = 0;
      for (const [pid, ms] of last) dbMs += ms - (first.get(pid) ?? 0);
      return { appMs, dbMs };
    },
  };
}
