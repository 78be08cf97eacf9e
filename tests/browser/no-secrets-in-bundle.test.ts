import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIST_DIR } from "./support";

/**
 * No secret reaches the client bundle. This reads every file the server would hand a browser
 * (dist/client, as built by `npm test` or into ABHYAS_DIST) and looks for:
 * - the names of the server's secrets (a sign that configuration code leaked into the client);
 * - the values of those secrets when the environment that built and tests the bundle has them
 *   set (build and run this test with RAZORPAY_KEY_SECRET etc. set to canary values);
 * - the embedded mode's fallback session secret, from which the simulated checkout's signing
 *   secret is derived;
 * - signing code (the client never computes a payment signature).
 */
const SECRET_NAMES = [
  "SESSION_SECRET",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "DATABASE_URL",
];
const KNOWN_VALUES = ["embedded-mode-session-secret-not-for-production"];
const SIGNING_CODE = ["createHmac", 'simulated-checkout"'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe("the built client bundle", () => {
  const clientDir = path.join(DIST_DIR, "client");
  const files = fs.existsSync(clientDir) ? filesUnder(clientDir) : [];

  it("exists and contains the app's code", () => {
    expect(
      files.some((f) => f.endsWith("index.html")),
      `${clientDir} has no index.html`,
    ).toBe(true);
    expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(3);
  });

  it("contains no secret names, secret values or signing code", () => {
    const secretValues = SECRET_NAMES.map((name) => process.env[name]?.trim()).filter(
      (v): v is string => typeof v === "string" && v.length >= 8,
    );
    const needles = [...SECRET_NAMES, ...KNOWN_VALUES, ...SIGNING_CODE, ...secretValues];
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file).toString("latin1");
      for (const needle of needles) {
        if (text.includes(needle)) {
          const label = secretValues.includes(needle) ? "the value of a secret" : needle;
          found.push(`${path.relative(clientDir, file)}: ${label}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
