// How the server is bundled: ESM for Node 20 with every npm package left external, so each package
// it imports must be installed beside it (package.json "dependencies"; checked by
// src/server/runtime-dependencies.test.ts). PGlite loads its own wasm files from its package.
// dist/server/main.js takes the data directory first; the rest of the server (serve.ts and every
// package) is a chunk beside it that main.js imports only then (docs/decisions/0071).
export const serverBuildOptions = {
  entryPoints: { main: "src/server/main.ts" },
  outdir: "dist/server",
  chunkNames: "[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};
