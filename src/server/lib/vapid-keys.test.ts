import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadOrCreateVapidKeys, VAPID_KEYS_FILE } from "./vapid-keys";

describe("the embedded mode's VAPID keys", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-vapid-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("are made once, kept in DATA_DIR readable by the owner alone, and read back on the next start", () => {
    const dir = path.join(tempDir(), "data");
    const first = loadOrCreateVapidKeys(dir);
    // an uncompressed P-256 point is 65 bytes, the private scalar 32
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateVapidKeys(dir)).toEqual(first);
  });

  it("refuses a damaged file instead of replacing the key every browser subscribed with", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, VAPID_KEYS_FILE), "{not json");
    expect(() => loadOrCreateVapidKeys(dir)).toThrow(/is not a VAPID key pair/);
  });
});
