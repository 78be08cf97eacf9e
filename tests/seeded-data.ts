import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../scripts/built-server.mjs";

/** Where the built app lives (npm test builds it first). */
export const DIST_DIR = path.resolve(process.env.ABHYAS_DIST ?? "dist");

/** The run's seeded data directories, made once by the global setup and copied for every server. */
export type SeededData = {
  /** the question bank alone (SEED_DEMO=bank): a copy serves a server on any clock */
  bank: string;
  /** the bank with the demo learners' week and the daily quizzes, seeded at `demoSeededAt` */
  demo: string;
  demoSeededAt: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    seededData: SeededData;
  }
}

/**
 * Global setup of the tests that start the built server: seed once per run (the first start from
 * nothing, as `npm start` on a new machine), then every server a test starts copies the result.
 */
export default async function seedOncePerRun(project: TestProject): Promise<() => void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-seeded-"));
  const bank = path.join(root, "bank");
  const demo = path.join(root, "demo");
  const bankServer = await startBuiltServer({ distDir: DIST_DIR, dataDir: bank, env: { SEED_DEMO: "bank" } });
  await bankServer.stop();
  const demoSeededAt = new Date().toISOString();
  const demoServer = await startBuiltServer({ distDir: DIST_DIR, dataDir: demo, seededFrom: bank });
  await demoServer.stop();
  project.provide("seededData", { bank, demo, demoSeededAt });
  return () => fs.rmSync(root, { recursive: true, force: true });
}
