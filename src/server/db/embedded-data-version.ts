import fs from "node:fs";
import path from "node:path";

/**
 * The PostgreSQL major version the embedded engine (@electric-sql/pglite 0.5) runs. PostgreSQL
 * cannot open another major's files, so an engine upgrade must not meet an old DATA_DIR silently
 * (decision 0062). A test checks this against the engine itself.
 */
export const EMBEDDED_POSTGRES_MAJOR = 18;

/** Refuses, naming the directory and both versions, a data directory another PostgreSQL major wrote. */
export function checkEmbeddedDataVersion(dataDir: string): void {
  const versionFile = path.join(dataDir, "PG_VERSION");
  if (!fs.existsSync(versionFile)) return; // a new directory: the engine creates it
  const written = fs.readFileSync(versionFile, "utf8").trim();
  if (written === String(EMBEDDED_POSTGRES_MAJOR)) return;
  throw new Error(
    `DATA_DIR ${dataDir} holds a PostgreSQL ${written} database, and this release's embedded database ` +
      `runs PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, which cannot open it. Start the release that wrote it, ` +
      "or point DATA_DIR at another directory (docs/decisions/0062-dependency-majors.md).",
  );
}
