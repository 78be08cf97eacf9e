// Bundles the server into dist/server/main.js and its chunks (options in scripts/server-build.mjs).
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { serverBuildOptions } from "./server-build.mjs";

// a chunk is named by its hash: last build's would stay beside this one's
rmSync(serverBuildOptions.outdir, { recursive: true, force: true });
await build(serverBuildOptions);

// The seeded bank and the migrations ship with the server: dist/content/bank is the nearest
// content/bank above dist/server (src/server/content/load.ts) and dist/drizzle the nearest drizzle/
// (src/server/db/migrate.ts), so a copied dist/ starts without the repository.
cpSync("content/bank", "dist/content/bank", { recursive: true });
// the syllabi sit beside the bank: every question's chapter is checked against its exam's
cpSync("content/syllabus", "dist/content/syllabus", { recursive: true });
cpSync("drizzle", "dist/drizzle", { recursive: true });
