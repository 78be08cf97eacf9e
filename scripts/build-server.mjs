// Bundles the server into dist/server/main.js; npm packages stay external (PGlite loads its own wasm files).
import { cpSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The seeded bank ships with the server: dist/content/bank is the nearest content/bank above
// dist/server (src/server/content/load.ts), so a copied dist/ seeds without the repository.
cpSync("content/bank", "dist/content/bank", { recursive: true });
// the syllabi sit beside the bank: every question's chapter is checked against its exam's
cpSync("content/syllabus", "dist/content/syllabus", { recursive: true });
