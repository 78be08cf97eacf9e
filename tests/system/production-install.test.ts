import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";
import { DIST_DIR } from "../seeded-data";

/**
 * The built app as an operator deploys it: dist/, package.json and package-lock.json copied to a
 * new directory, `npm ci --omit=dev` there (from npm's cache when it has every package, else the
 * registry), then `node dist/server/main.js`. No devDependency and no repository file is in reach.
 */
describe("a production install without dev dependencies", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-install-"));
    fs.cpSync(DIST_DIR, path.join(root, "dist"), { recursive: true });
    for (const file of ["package.json", "package-lock.json"]) fs.copyFileSync(file, path.join(root, file));
    const install = spawnSync(
      "npm",
      ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
      { cwd: root, encoding: "utf8", timeout: 600_000 },
    );
    if (install.status !== 0)
      throw new Error(`npm ci --omit=dev failed:\n${install.stdout}${install.stderr}`);
  }, 660_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("installs no dev dependency", () => {
    expect(fs.existsSync(path.join(root, "node_modules", "fastify"))).toBe(true);
    expect(fs.existsSync(path.join(root, "node_modules", "vite"))).toBe(false);
    expect(fs.existsSync(path.join(root, "node_modules", "esbuild"))).toBe(false);
  });

  it("starts on an embedded database in its DATA_DIR and answers /api/health", async () => {
    const dataDir = path.join(root, "data");
    let server: BuiltServer | undefined;
    try {
      // the run's seeded bank, brought up to date at start (its math rendered again by katex)
      server = await startBuiltServer({
        distDir: path.join(root, "dist"),
        dataDir,
        seededFrom: inject("seededData").bank,
        env: { SEED_DEMO: "bank" },
      });
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      const quizzes = (await (await fetch(`${server.url}/api/quizzes`)).json()) as unknown[];
      expect(quizzes.length).toBeGreaterThan(0);
    } finally {
      await server?.stop();
    }
  }, 300_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "starts with NODE_ENV=production on PostgreSQL and answers /api/health",
    async () => {
      let server: BuiltServer | undefined;
      try {
        server = await startBuiltServer({
          distDir: path.join(root, "dist"),
          env: {
            NODE_ENV: "production",
            SEED_DEMO: "0",
            DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
            SESSION_SECRET: "zq-production-install-session-secret-0123456789",
            GOOGLE_CLIENT_ID: "zq-client",
            GOOGLE_CLIENT_SECRET: "zq-secret",
            RAZORPAY_KEY_ID: "zq-key",
            RAZORPAY_KEY_SECRET: "zq-key-secret",
            RAZORPAY_WEBHOOK_SECRET: "zq-webhook-secret",
          },
        });
        const res = await fetch(`${server.url}/api/health`);
        expect(res.status).toBe(200);
      } finally {
        await server?.stop();
      }
    },
    300_000,
  );
});
