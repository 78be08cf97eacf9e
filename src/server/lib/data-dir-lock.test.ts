import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zq-lock-"));
  dirs.push(dir);
  return dir;
}

/** Another live process, and its start time as the lock records it. */
async function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((r) => child.once("spawn", r));
  const pid = child.pid ?? 0;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const startedAt = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  return { child, pid, startedAt };
}

const writeLock = (dir: string, holder: object) =>
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(holder));

describe("the data directory lock", () => {
  it("refuses a directory a live server holds, and changes nothing in it", async () => {
    const dir = tempDir();
    const { pid, startedAt } = await otherProcess();
    writeLock(dir, { pid, startedAt });
    const before = fs.readdirSync(dir);
    const content = fs.readFileSync(path.join(dir, LOCK_FILE), "utf8");
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`${dir} is in use by another Abhyas server (pid ${pid})`);
    expect(fs.readdirSync(dir)).toEqual(before);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(content);
  });

  it("creates a data directory that is not there yet (the first start)", () => {
    const dir = path.join(tempDir(), "data", "pglite");
    const lock = lockDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });

  it("takes over the lock of a process that was killed", async () => {
    const dir = tempDir();
    const { child, pid, startedAt } = await otherProcess();
    writeLock(dir, { pid, startedAt });
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8"))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another process (started later)", async () => {
    const dir = tempDir();
    const { pid } = await otherProcess();
    writeLock(dir, { pid, startedAt: "1" });
    lockDataDir(dir).release();
  });

  it("takes over a lock naming its own pid (a container restarted with the same pid) or nothing readable", () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, startedAt: "1" });
    lockDataDir(dir).release();
    fs.writeFileSync(path.join(dir, LOCK_FILE), "");
    lockDataDir(dir).release();
  });
});
