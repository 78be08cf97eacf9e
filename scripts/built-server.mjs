// The built server (dist/server/main.js) as `npm start` runs it, on a free loopback port: shared by
// the browser tests (tests/browser/support.ts), the Lighthouse script and the bench.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** A data directory not yet made, or made and still empty (a test's fresh mkdtemp). */
function isEmptyDirectory(dir) {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Copies a stopped server's embedded database, without the lock a running server holds there. */
function copySeededData(from, to) {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => path.basename(source) !== "abhyas-server.lock",
  });
}

/**
 * Starts `<distDir>/server/main.js` with a fresh embedded database (unless `env` names a
 * DATABASE_URL or `dataDir` is given) and waits until /api/health answers. With `seededFrom`, an
 * empty data directory starts as a copy of that seeded one, so the server finds its content there
 * instead of seeding from nothing. With `now` (an ISO instant), the server's clock starts there and
 * runs on in real time (ABHYAS_TEST_NOW, tests only).
 */
export async function startBuiltServer({
  distDir,
  env = {},
  dataDir,
  seededFrom,
  now,
  nodeArgs = [],
  startTimeoutMs = 240_000,
}) {
  const mainJs = path.join(distDir, "server", "main.js");
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: build the app first (npm run build)`);
  // A dist built outside the repository still needs the repository's node_modules next to it.
  const modulesNextToDist = path.join(distDir, "..", "node_modules");
  if (!distDir.startsWith(process.cwd()) && !fs.existsSync(modulesNextToDist)) {
    fs.symlinkSync(path.resolve("node_modules"), modulesNextToDist, "dir");
  }
  const port = await freePort();
  const ownDataDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-server-"));
  if (seededFrom && !env.DATABASE_URL && isEmptyDirectory(ownDataDir)) copySeededData(seededFrom, ownDataDir);
  let log = "";
  const child = spawn(process.execPath, [...nodeArgs, mainJs], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: ownDataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ABHYAS_TEST_NOW: now ? new Date(now).toISOString() : "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => {
    log += d;
  });
  child.stderr.on("data", (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir: ownDataDir,
    process: child,
    output: () => log,
    async stop() {
      // a server killed by a test has a signalCode and no exitCode: it is gone already
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!dataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
