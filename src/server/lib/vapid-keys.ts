import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";
import type { VapidKeys } from "~/server/config";

/** The embedded mode's VAPID key pair, in DATA_DIR. */
export const VAPID_KEYS_FILE = "vapid-keys.json";

const keysFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The embedded mode's VAPID keys: read from DATA_DIR/vapid-keys.json, or made once and written
 * there readable by this user alone (0600). They must outlive restarts: every browser subscribed
 * with the public key, and a new key would silently end every subscription. PostgreSQL mode takes
 * them from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY instead, so every instance signs with the same key.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return keysFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new Error(
        `${file} is not a VAPID key pair: remove it to make a new one (browsers subscribe again)`,
      );
    }
  }
  const keys = webpush.generateVAPIDKeys();
  // "wx": never over a file another start wrote meanwhile
  fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
