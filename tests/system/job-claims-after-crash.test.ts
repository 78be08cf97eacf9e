import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";
import { openDatabase } from "../../src/server/db/client";
import { claimDue, enqueue, JOB_LEASE_MS } from "../../src/server/jobs/queue";
import { DIST_DIR } from "../seeded-data";

const RECURRING = "delete-expired-rows";

/** How many times the server says a job ran, from GET /metrics (answered to this machine). */
async function runs(url: string, job: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`abhyas_jobs_run_total{job="${job}",outcome="ok"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("an embedded server started after one that died holding job claims", () => {
  let server: BuiltServer | undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-claims-"));
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("takes the claims back at start and runs the jobs at once, not after the lease", async () => {
    const dataDir = path.join(root, "data");
    fs.cpSync(inject("seededData").bank, dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== "abhyas-server.lock",
    });
    const now = new Date();
    // the predecessor queued a recurring job, claimed every due job, then died before finishing
    // any: the claims hold for JOB_LEASE_MS
    const predecessor = await openDatabase({ kind: "pglite", dataDir });
    await enqueue(predecessor.db, { name: RECURRING, key: RECURRING, runAt: now });
    const claimed = await claimDue(predecessor.db, now, 100);
    await predecessor.close();
    expect(claimed.map((job) => job.name)).toContain(RECURRING);
    expect(claimed.every((job) => job.lockedUntil?.getTime() === now.getTime() + JOB_LEASE_MS)).toBe(true);

    // the clock starts where the claims were taken: without taking them back, nothing runs for 5 min
    server = await startBuiltServer({
      distDir: DIST_DIR,
      dataDir,
      now: now.toISOString(),
      env: { JOBS_POLL_MS: "100" },
    });
    const url = server.url;
    await expect.poll(() => runs(url, RECURRING), { timeout: 20_000 }).toBe(1);
    expect(server.output()).toMatch(/took back the job claims of a server that stopped/);
  }, 300_000);
});
