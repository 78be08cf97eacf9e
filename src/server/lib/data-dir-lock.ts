import fs from "node:fs";
import path from "node:path";

export const LOCK_FILE = "abhyas-server.lock";

/** Another live server holds the data directory. */
export class DataDirInUseError extends Error {}

type Holder = { pid: number; startedAt: string | null };

export type DataDirLock = { release(): void };

/**
 * Takes the embedded database's directory for this process, before PGlite opens it: PGlite is one
 * process's database, and a second process writing the same files corrupts it. The lock file holds
 * the owner's pid and that process's start time (so a reused pid is not mistaken for the owner). A
 * lock whose owner is gone (killed with SIGKILL, machine rebooted) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, startedAt: processStartTime(process.pid) };
  const content = JSON.stringify(mine);
  fs.mkdirSync(dataDir, { recursive: true }); // the first start: nothing there yet
  for (let attempt = 0; attempt < 5; attempt++) {
    // read before writing anything: a refused start leaves the directory as it found it
    const seen = readText(lockPath);
    if (seen !== undefined) {
      const holder = parseHolder(seen);
      if (holder && isAlive(holder)) {
        throw new DataDirInUseError(
          `${dataDir} is in use by another Abhyas server (pid ${holder.pid}): stop it first, or set DATA_DIR to another directory`,
        );
      }
      removeStale(lockPath, seen);
      continue;
    }
    if (createWithContent(lockPath, content)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        // only our own lock: never one a later owner took over
        if (readText(lockPath) === content) fs.rmSync(lockPath, { force: true });
      };
      process.on("exit", release);
      return { release };
    }
  }
  throw new DataDirInUseError(`Could not take ${lockPath}: another server is starting on ${dataDir}`);
}

/** Creates the lock file with its whole content at once (a half-written lock is never seen). */
function createWithContent(lockPath: string, content: string): boolean {
  const temp = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  try {
    fs.linkSync(temp, lockPath); // fails with EEXIST if any lock is there
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Moves the stale lock aside and deletes it, unless another starter replaced it with a live one
 * between our read and the move: that one is put back.
 */
function removeStale(lockPath: string, staleContent: string) {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readText(aside) !== staleContent) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // a third starter holds it now; either way the next attempt finds a live lock
    }
  }
  fs.rmSync(aside, { force: true });
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid === "number" && Number.isInteger(value.pid) && value.pid > 0) {
      return { pid: value.pid, startedAt: typeof value.startedAt === "string" ? value.startedAt : null };
    }
  } catch {
    // unreadable: written by no live server of ours
  }
  return undefined;
}

function isAlive(holder: Holder): boolean {
  // In a container the server often gets the same pid after a restart: our own pid is not a holder.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    // EPERM: a process of another user has that pid; its start time tells below
  }
  const startedAt = processStartTime(holder.pid);
  // where start times cannot be read, a live pid counts as the holder
  return holder.startedAt === null || startedAt === null || startedAt === holder.startedAt;
}

/** The process's start time in clock ticks since boot (Linux /proc), or null where it cannot be read. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) may hold spaces and parentheses: count fields after its closing ")"
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
