import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { compileCatalogues } from "./scripts/compile-catalogues.mjs";

export default defineConfig({
  plugins: [compileCatalogues()],
  resolve: {
    alias: {
      "@shared": path.resolve("src/shared"),
      "@": path.resolve("src/client"),
      // the server's one alias: ~/server/..., ~/domain/..., ~/shared/...
      "~": path.resolve("src"),
    },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // Browser tests start the built app (npm test builds it first) in their own project.
    projects: [
      {
        extends: true,
        // the embedded database, whatever the environment says
        test: {
          name: "unit-and-api",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          // *.pg.test.ts need PostgreSQL itself (several instances on one database): api-postgres only
          exclude: [...configDefaults.exclude, "src/**/*.pg.test.ts"],
          env: { TEST_DATABASE_URL: "" },
          // files share a worker's modules (the server's import graph loads once per worker, not per
          // file): 133 s against 256 s for this project; every test builds its own app and database
          isolate: false,
          // migrates and seeds the bank once per run; every test database starts from a copy
          globalSetup: ["src/server/test-support/database-images.ts"],
        },
      },
      // With TEST_DATABASE_URL set, the server tests run a second time on that PostgreSQL server.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "api-postgres",
                include: ["src/server/**/*.test.ts"],
                exclude: ["src/server/content/**"],
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
                isolate: false, // 67 s against 128 s, as above
                globalSetup: ["src/server/test-support/database-images.ts"],
              },
            },
          ]
        : []),
      {
        extends: true,
        // Tests of the built app (browser, crash, several instances) start real servers, each on its own
        // port and data directory: two files at a time on two cores took 194 s where one at a time took
        // 270 s (the nine slowest files).
        test: {
          name: "browser",
          include: ["tests/**/*.test.ts"],
          fileParallelism: true,
          // a page answers a click after a request and a refetch: on a loaded CI machine that takes
          // longer than expect.poll's default second
          expect: { poll: { timeout: 10_000 } },
          // seeds one data directory per run; every server a test starts copies it
          globalSetup: ["tests/seeded-data.ts"],
        },
      },
    ],
  },
});
