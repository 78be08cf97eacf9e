#!/usr/bin/env node
// The production topology on one machine: PostgreSQL (the local server, a database of its own),
// PgBouncer in transaction pooling in front of it, N instances of the built server, and HAProxy in
// front of them (decision 0057).
//
//   node scripts/production-topology.mjs [start] [--instances 3] [--port 8080] [--fresh]
//   node scripts/production-topology.mjs stop
//
// `start` stays in the foreground and stops everything on Ctrl-C; `stop` ends a running one from
// another terminal. Build first (npm run build). POSTGRES_URL names the PostgreSQL server
// (postgres://postgres@127.0.0.1:5432/postgres by default). With GOOGLE_CLIENT_ID set, the
// instances run with NODE_ENV=production and the rest of the environment as given (the start-up
// checks in README); without it they run with the demo sign-in at the front URL, all else alike.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort } from "./built-server.mjs";

const STATE_DIR = path.join(os.tmpdir(), "abhyas-topology");
const STATE_FILE = path.join(STATE_DIR, "running.json");

/** The binary's path, looked up on PATH and in the sbin folders Debian installs daemons to. */
export function findBinary(name) {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Installs haproxy and pgbouncer from Debian's packages when either is missing (root, no prompt). */
export function ensureBinaries(log = console.log) {
  const missing = ["haproxy", "pgbouncer"].filter((name) => !findBinary(name));
  if (missing.length === 0) return;
  log(`installing ${missing.join(" and ")} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args) => spawnSync("apt-get", args, { env, stdio: "inherit" });
  if (run(["install", "-y", "-q", ...missing]).status !== 0) {
    run(["update", "-q"]);
    if (run(["install", "-y", "-q", ...missing]).status !== 0)
      throw new Error(`apt-get could not install ${missing.join(" and ")}: install them and start again`);
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what, check, child, output, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited early (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start in time:\n${output()}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
}

/** A child process whose output goes to a log file in the state directory. */
function startProcess(command, args, { env, logFile, cwd }) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { env, cwd, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  return { child, output: () => fs.readFileSync(logFile, "utf8").slice(-4000) };
}

async function stopProcess(child, timeoutMs = 12_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(timeoutMs)]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

const tcpOpen = (port) =>
  new Promise((resolve) => {
    import("node:net").then((net) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  });

/** The PgBouncer settings for `instances` instances of `poolSize` connections each. */
export function pgbouncerSettings({ instances, poolSize, serverConnections }) {
  return {
    // every instance's pool may be full at once, and an operator may connect besides
    maxClientConn: instances * poolSize + 20,
    // what PostgreSQL actually serves: about two connections per PostgreSQL core keeps them busy
    defaultPoolSize: serverConnections,
  };
}

/**
 * Starts the topology and answers its URLs and a stop(). `database` is made on the PostgreSQL
 * server when missing (`fresh` drops it first).
 */
export async function startTopology({
  instances = 3,
  distDir = "dist",
  postgresUrl = process.env.POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  database = "abhyas_topology",
  fresh = false,
  frontPort,
  poolSize = 10,
  serverConnections = 20,
  env = {},
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-topology-")),
  log = console.log,
} = {}) {
  const mainJs = path.resolve(distDir, "server", "main.js");
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: build the app first (npm run build)`);
  ensureBinaries(log);
  fs.mkdirSync(stateDir, { recursive: true });
  // PgBouncer will not run as root: it drops to the postgres user, who must read its files
  fs.chmodSync(stateDir, 0o755);
  const running = [];
  const stop = async () => {
    for (const { child } of running.reverse()) await stopProcess(child);
    running.length = 0;
  };

  try {
    const server = new URL(postgresUrl);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      const { rows } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
      if (rows.length === 0) await admin.query(`CREATE DATABASE "${database}"`);
    } finally {
      await admin.end();
    }
    const directUrl = new URL(postgresUrl);
    directUrl.pathname = `/${database}`;

    // PgBouncer, transaction pooling
    const bouncerPort = await freePort();
    const settings = pgbouncerSettings({ instances, poolSize, serverConnections });
    const user = decodeURIComponent(server.username || "postgres");
    const password = decodeURIComponent(server.password);
    const target = [
      `host=${server.hostname}`,
      `port=${server.port || 5432}`,
      `dbname=${database}`,
      `user=${user}`,
      ...(password ? [`password=${password}`] : []),
    ].join(" ");
    fs.writeFileSync(
      path.join(stateDir, "pgbouncer.ini"),
      [
        "[databases]",
        `${database} = ${target}`,
        "[pgbouncer]",
        "listen_addr = 127.0.0.1",
        `listen_port = ${bouncerPort}`,
        "unix_socket_dir =",
        // the instances are on this machine; PgBouncer logs in to PostgreSQL as the [databases] line says
        "auth_type = any",
        "pool_mode = transaction",
        `max_client_conn = ${settings.maxClientConn}`,
        `default_pool_size = ${settings.defaultPoolSize}`,
        "reserve_pool_size = 0",
        "server_reset_query =",
        "ignore_startup_parameters = extra_float_digits,options",
        "",
      ].join("\n"),
    );
    const asRoot = process.getuid?.() === 0;
    const bouncer = startProcess(
      findBinary("pgbouncer"),
      [...(asRoot ? ["-u", "postgres"] : []), path.join(stateDir, "pgbouncer.ini")],
      { env: process.env, logFile: path.join(stateDir, "pgbouncer.log") },
    );
    running.push(bouncer);
    await waitFor("PgBouncer", () => tcpOpen(bouncerPort), bouncer.child, bouncer.output, 20_000);
    const pooledUrl = new URL(directUrl);
    pooledUrl.port = String(bouncerPort);
    pooledUrl.hostname = "127.0.0.1";

    // the app instances: the first migrates and seeds alone, then the others start together
    const port = frontPort ?? (await freePort());
    const frontUrl = `http://127.0.0.1:${port}`;
    const production = Boolean(process.env.GOOGLE_CLIENT_ID);
    const sessionSecret = randomBytes(32).toString("base64url");
    const instanceUrls = [];
    const startInstance = async (n) => {
      const instancePort = await freePort();
      const instance = startProcess(process.execPath, [mainJs], {
        env: {
          ...process.env,
          NODE_ENV: production ? "production" : "development",
          LOG_LEVEL: "warn",
          PORT: String(instancePort),
          HOST: "127.0.0.1",
          PUBLIC_URL: frontUrl,
          // every instance signs and reads the same sessions
          SESSION_SECRET: process.env.SESSION_SECRET ?? sessionSecret,
          TRUST_PROXY: "127.0.0.1",
          DATABASE_URL: pooledUrl.toString(),
          DATABASE_POOL_MODE: "transaction",
          DATABASE_DIRECT_URL: directUrl.toString(),
          DATABASE_POOL_SIZE: String(poolSize),
          ABHYAS_TEST_NOW: "",
          ...env,
        },
        logFile: path.join(stateDir, `instance-${n}.log`),
      });
      running.push(instance);
      const url = `http://127.0.0.1:${instancePort}`;
      await waitFor(
        `instance ${n}`,
        async () => (await fetch(`${url}/api/health`)).ok,
        instance.child,
        instance.output,
      );
      instanceUrls[n - 1] = url;
    };
    await startInstance(1);
    await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startInstance(i + 2)));

    // HAProxy: round robin over every instance that answers its health check
    fs.writeFileSync(
      path.join(stateDir, "haproxy.cfg"),
      [
        "global",
        "  maxconn 8000",
        "defaults",
        "  mode http",
        "  option forwardfor",
        "  option http-keep-alive",
        "  timeout connect 5s",
        "  timeout client 75s",
        "  timeout http-request 31s",
        "  timeout server 150s",
        "  timeout http-keep-alive 60s",
        // a busy instance answers its health check late, not never: with 2 s checks on a loaded
        // machine all three were marked down at once and every request answered 503
        "  timeout check 10s",
        "frontend front",
        `  bind 127.0.0.1:${port}`,
        "  default_backend app",
        "backend app",
        "  balance roundrobin",
        "  option httpchk GET /api/health",
        "  http-check expect status 200",
        ...instanceUrls.map(
          (url, i) => `  server app${i + 1} ${new URL(url).host} check inter 3s fall 3 rise 2 maxconn 2000`,
        ),
        "",
      ].join("\n"),
    );
    const haproxy = startProcess(findBinary("haproxy"), ["-db", "-f", path.join(stateDir, "haproxy.cfg")], {
      env: process.env,
      logFile: path.join(stateDir, "haproxy.log"),
    });
    running.push(haproxy);
    await waitFor(
      "HAProxy",
      async () => (await fetch(`${frontUrl}/api/health`)).ok,
      haproxy.child,
      haproxy.output,
      20_000,
    );
    return {
      url: frontUrl,
      instanceUrls,
      pooledUrl: pooledUrl.toString(),
      directUrl: directUrl.toString(),
      settings,
      production,
      stateDir,
      pids: () => running.map(({ child }) => child.pid),
      instancePids: () => running.slice(1, 1 + instances).map(({ child }) => child.pid),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

async function main(args) {
  if (args[0] === "stop") {
    if (!fs.existsSync(STATE_FILE)) {
      console.log("no topology is running");
      return;
    }
    const { pids } = JSON.parse(fs.readFileSync(STATE_FILE, "utf8"));
    for (const pid of [...pids].reverse()) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // gone already
      }
    }
    fs.rmSync(STATE_FILE, { force: true });
    console.log("stopping the topology");
    return;
  }
  const instances = Number(option(args, "--instances", "3"));
  const frontPort = Number(option(args, "--port", "8080"));
  fs.rmSync(STATE_DIR, { recursive: true, force: true });
  const topology = await startTopology({
    instances,
    frontPort,
    fresh: args.includes("--fresh"),
    stateDir: STATE_DIR,
  });
  // `stop` signals this process, which stops the rest in order
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pids: [process.pid] }));
  console.log(
    `Abhyas is serving ${topology.url}: HAProxy over ${instances} instance(s) (${topology.instanceUrls.join(", ")}), PgBouncer (transaction pooling) at ${topology.pooledUrl}, ${topology.production ? "NODE_ENV=production" : "demo sign-in"}. Logs in ${STATE_DIR}. Ctrl-C or \`node scripts/production-topology.mjs stop\` stops everything.`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("stopping HAProxy, the instances and PgBouncer");
    await topology.stop();
    fs.rmSync(STATE_FILE, { force: true });
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
