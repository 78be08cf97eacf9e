import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import type { AppContext } from "./context";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedDemoContent } from "./seed/seed";
import { seedExams } from "./seed/seed-content";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  await runMigrations(database);
  const ctx: AppContext = { config, database, db: database.db, now: () => new Date() };
  if (config.seedDemo) await seedDemoContent(ctx);
  else await seedExams(ctx.db);

  const app = await buildApp(ctx);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Abhyas is serving ${config.publicUrl} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"}${config.demoMode ? ", demo sign-in" : ""})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
