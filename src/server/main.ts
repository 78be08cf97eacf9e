import { ConfigError, loadConfig } from "./config";
import { DataDirInUseError, type DataDirLock, lockDataDir } from "./lib/data-dir-lock";
import { StartError } from "./start-error";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new StartError(error.message);
    throw error;
  }

  // The embedded database is one process's: take its directory before PGlite opens a single file.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) throw new StartError(error.message);
      throw error;
    }
  }

  // Fastify, Drizzle and PGlite load only now (a chunk of their own in the build): a second server
  // pointed at a directory in use refuses before paying for them.
  const { serve } = await import("./serve");
  await serve(config, lock);
}

main().catch((error: unknown) => {
  console.error(error instanceof StartError ? error.message : error);
  process.exit(1);
});
