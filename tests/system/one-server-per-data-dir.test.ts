import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/built-server.mjs";
import { DIST_DIR, type RunningServer, startServer } from "../browser/support";

type Exit = { code: number | null; output: string; ms: number };

/** Runs the built server to its exit (killed after `limitMs`): its exit code and everything it printed. */
async function runToExit(env: Record<string, string>, limitMs = 60_000): Promise<Exit> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(DIST_DIR, "server", "main.js")], {
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const kill = setTimeout(() => child.kill("SIGKILL"), limitMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(kill);
  return { code, output, ms: Date.now() - started };
}

/** Every file under `dir` with its size and modification time. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    files[path.relative(dir, file)] = `${stat.size}@${stat.mtimeMs}`;
  }
  return files;
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("abhyas_session="))
      ?.split(";")[0] ?? ""
  );
}

const post = (url: string, cookie: string, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("one server per embedded data directory", { timeout: 600_000 }, () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it("a second server refuses at once and touches nothing; after SIGKILL a restart keeps every acknowledged submission and session", async () => {
    const first = await startServer();
    servers.push(first);
    const learners = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signIn(first.url, `zq-test-lock-${i}-${Date.now()}@example.com`)),
    );

    const before = snapshot(first.dataDir);
    const port = await freePort();
    const second = await runToExit({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: first.dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    expect(second.code).toBe(1);
    expect(second.output.trim()).toBe(
      `${first.dataDir} is in use by another Abhyas server (pid ${first.process.pid}): stop it first, or set DATA_DIR to another directory`,
    );
    expect(second.ms).toBeLessThan(20_000);
    expect(snapshot(first.dataDir)).toEqual(before);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // submissions on the first server, acknowledged, then it is killed without a chance to clean up
    // practice quizzes: every learner may take them (a later mock test or a past paper needs a plan)
    const quizzes = (
      (await (await fetch(`${first.url}/api/quizzes`)).json()) as { id: number; kind: string }[]
    ).filter((q) => q.kind === "practice");
    const acked: { cookie: string; attemptId: number; marks: number }[] = [];
    await Promise.all(
      learners.map(async (cookie) => {
        for (const quiz of quizzes.slice(0, 5)) {
          const started = await post(`${first.url}/api/quiz/${quiz.id}/start`, cookie, {});
          expect(started.status, await started.clone().text()).toBe(200);
          const sheet = (await started.json()) as { attemptId: number };
          const res = await post(`${first.url}/api/quiz/${quiz.id}/submit`, cookie, {
            attemptId: sheet.attemptId,
            timeSpent: 30,
            answers: {},
          });
          expect(res.status, await res.clone().text()).toBe(200);
          const result = (await res.json()) as { marks: number };
          acked.push({ cookie, attemptId: sheet.attemptId, marks: result.marks });
        }
      }),
    );
    first.process.kill("SIGKILL");
    await new Promise((r) => first.process.once("exit", r));
    // the killed server's lock is still there: it must not stand in the way
    expect(fs.existsSync(path.join(first.dataDir, "abhyas-server.lock"))).toBe(true);

    const restarted = await startServer({ dataDir: first.dataDir });
    servers.push(restarted);
    for (const cookie of learners) {
      expect((await fetch(`${restarted.url}/api/auth/user`, { headers: { cookie } })).status).toBe(200);
    }
    expect(acked).toHaveLength(learners.length * Math.min(5, quizzes.length));
    for (const a of acked) {
      const res = await fetch(`${restarted.url}/api/attempts/${a.attemptId}`, {
        headers: { cookie: a.cookie },
      });
      expect(res.status, `attempt ${a.attemptId}`).toBe(200);
      expect(((await res.json()) as { marks: number }).marks).toBe(a.marks);
    }

    // a clean stop gives the directory back
    await restarted.stop();
    expect(fs.existsSync(path.join(first.dataDir, "abhyas-server.lock"))).toBe(false);
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  it("a port in use is one line that names it, with a non-zero exit and no stack trace", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, "127.0.0.1", r));
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "zq-port-"));
    // a first start: the data directory is not there yet
    const dataDir = path.join(parent, "data");
    try {
      const run = await runToExit({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      expect(run.code).toBe(1);
      expect(run.output.trim()).toBe(
        `Port ${port} is already in use: stop the other server or set PORT to a free port`,
      );
      // it let go of the data directory on the way out
      expect(fs.existsSync(path.join(dataDir, "abhyas-server.lock"))).toBe(false);
    } finally {
      blocker.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
