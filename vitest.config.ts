import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve("src/shared"),
      "@": path.resolve("src/client"),
    },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // Browser tests share one built app and one Chromium; they run in their own serial project.
    projects: [
      {
        extends: true,
        test: { name: "unit-and-api", include: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
      },
      {
        extends: true,
        test: { name: "browser", include: ["tests/browser/**/*.test.ts"], fileParallelism: false },
      },
    ],
  },
});
