// How the server is bundled: one ESM file for Node 20 with every npm package left external, so each
// package it imports must be installed beside it (package.json "dependencies"; checked by
// src/server/runtime-dependencies.test.ts). PGlite loads its own wasm files from its package.
export const serverBuildOptions = {
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};
