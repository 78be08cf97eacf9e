import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import {
  checkoutSecret,
  isSimulated,
  paymentSignature,
  signaturesMatch,
  webhookSignature,
} from "./signatures";

const productionEnv = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db.internal/abhyas",
  PUBLIC_URL: "https://abhyas.example",
  SESSION_SECRET: "s".repeat(40),
  GOOGLE_CLIENT_ID: "google-id",
  GOOGLE_CLIENT_SECRET: "google-secret",
  RAZORPAY_KEY_ID: "rzp_live_Key",
  RAZORPAY_KEY_SECRET: "live-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "live-webhook-secret",
};

describe("payment signatures", () => {
  it("computes Razorpay's Checkout signature: hex HMAC-SHA256 of order_id|payment_id", () => {
    const expected = createHmac("sha256", "secret").update("order_A1|pay_B2").digest("hex");
    expect(paymentSignature("secret", "order_A1", "pay_B2")).toBe(expected);
    expect(paymentSignature("secret", "order_A1", "pay_B3")).not.toBe(expected);
  });

  it("computes the webhook signature over the exact raw bytes", () => {
    const raw = Buffer.from('{"event":"order.paid"}');
    expect(webhookSignature("wh", raw)).toBe(createHmac("sha256", "wh").update(raw).digest("hex"));
    expect(webhookSignature("wh", '{"event": "order.paid"}')).not.toBe(webhookSignature("wh", raw));
  });

  it("matches equal signatures case-insensitively and refuses others, including other lengths", () => {
    const sig = paymentSignature("k", "order_1", "pay_1");
    expect(signaturesMatch(sig, sig.toUpperCase())).toBe(true);
    expect(signaturesMatch(sig, `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`)).toBe(false);
    expect(signaturesMatch(sig, sig.slice(0, 10))).toBe(false);
    expect(signaturesMatch(sig, "")).toBe(false);
  });

  it("uses the provider's key secret when configured, and otherwise a secret derived from SESSION_SECRET", () => {
    const live = loadConfig(productionEnv);
    expect(checkoutSecret(live)).toBe("live-key-secret");
    const embedded = loadConfig({ NODE_ENV: "development", SESSION_SECRET: "embedded-session-secret" });
    const derived = checkoutSecret(embedded);
    expect(derived).toBe(
      createHmac("sha256", "embedded-session-secret").update("simulated-checkout").digest("hex"),
    );
    expect(derived).not.toContain("embedded-session-secret");
  });

  it("simulates only in embedded mode: never with keys, never in production", () => {
    expect(isSimulated(loadConfig({ NODE_ENV: "development" }))).toBe(true);
    expect(isSimulated(loadConfig({ NODE_ENV: "test" }))).toBe(true);
    expect(isSimulated(loadConfig(productionEnv))).toBe(false);
    expect(
      isSimulated(loadConfig({ NODE_ENV: "development", RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s" })),
    ).toBe(false);
    // production without keys never starts, but the rule does not lean on that
    expect(isSimulated({ ...loadConfig({ NODE_ENV: "development" }), isProduction: true })).toBe(false);
  });
});
