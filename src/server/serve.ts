import { buildApp } from "./app";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { releaseClaimsOfDeadProcess } from "./jobs/queue";
import type { DataDirLock } from "./lib/data-dir-lock";
import { loadOrCreateVapidKeys } from "./lib/vapid-keys";
import { refreshMathHtml } from "./math/refresh-math-html";
import { createMetrics } from "./metrics/app-metrics";
import { seedBank, seedDemoContent } from "./seed/seed";
import { seedExams } from "./seed/seed-content";
import { serverClock } from "./server-clock";
import { StartError } from "./start-error";

const SEED_LOCK_ID = 4_242_002;

/**
 * Opens the database, seeds it and serves until a signal. Loaded by main.ts only once the embedded
 * database's directory is this process's, so a refused start never pays for the packages below.
 */
export async function serve(startConfig: Config, lock: DataDirLock | undefined): Promise<void> {
  let config = startConfig;
  // reminders are signed with one key pair; the embedded mode makes its own once (lib/vapid-keys.ts)
  if (!config.vapid && !config.databaseUrl)
    config = { ...config, vapid: loadOrCreateVapidKeys(config.dataDir) };

  const database = config.databaseUrl
    ? await openDatabase({
        kind: "postgres",
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        unnamedStatements: config.databasePoolMode === "transaction",
      })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  // Behind a pooler in transaction mode a session's advisory lock would stay on whichever server
  // connection took it: the migrations and the seeding take turns on PostgreSQL itself instead.
  const direct = config.databaseDirectUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseDirectUrl, poolSize: 2 })
    : database;
  await runMigrations(direct);
  // this process holds the embedded database alone: a job claim in it is a dead predecessor's
  const released = database.kind === "pglite" ? await releaseClaimsOfDeadProcess(database.db) : 0;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now: serverClock(config.testNow),
    metrics: createMetrics({ processMetrics: true }),
  };
  // instances starting together seed one after another, each adding only what is missing
  await direct.withLock(SEED_LOCK_ID, async () => {
    if (config.seed === "demo") await seedDemoContent(ctx);
    else if (config.seed === "bank") await seedBank(ctx.db);
    else {
      await seedExams(ctx.db);
      await refreshMathHtml(ctx.db);
    }
  });
  if (direct !== database) await direct.close();

  const app = await buildApp(ctx);
  if (released > 0) {
    app.log.warn(
      { jobs: released },
      "took back the job claims of a server that stopped without finishing them",
    );
  }
  const closeAll = async () => {
    await app.close();
    await database.close();
    lock?.release();
  };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await closeAll();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use: stop the other server or set PORT to a free port`
        : code === "EACCES"
          ? `Port ${config.port} needs privileges this process does not have: set PORT to a port above 1023`
          : code === "EADDRNOTAVAIL"
            ? `HOST=${config.host} is not an address of this machine: set HOST to one of its addresses, or 127.0.0.1`
            : undefined;
    if (!message) throw error;
    closing = true;
    await closeAll().catch(() => {});
    throw new StartError(message);
  }
  app.log.info(
    `Abhyas is serving ${config.publicUrl} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"}${config.demoMode ? ", demo sign-in" : ""})`,
  );
  if (config.isProduction && config.trustProxy === false) {
    app.log.warn(
      "TRUST_PROXY is not set: client addresses (rate limits) are the peer's. Behind a load balancer, set TRUST_PROXY to its hop count or addresses",
    );
  }
}
