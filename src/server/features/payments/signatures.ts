import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "~/server/config";

/** Razorpay's Checkout signature: hex HMAC-SHA256 of "order_id|payment_id" with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

/**
 * Constant-time comparison of two hex signatures. timingSafeEqual needs equal lengths, so a
 * length mismatch (never the case for a genuine signature) answers false without comparing.
 */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex.toLowerCase(), "utf8");
  const given = Buffer.from(givenHex.toLowerCase(), "utf8");
  if (expected.length !== given.length) return false;
  return timingSafeEqual(expected, given);
}

/**
 * The secret that signs Checkout payments: Razorpay's key secret, or in embedded mode a local one
 * derived from SESSION_SECRET, so the simulated provider signs exactly as the real one does and
 * verification runs the same code. It never leaves the server.
 */
export function checkoutSecret(config: Config): string {
  if (config.razorpay) return config.razorpay.keySecret;
  return createHmac("sha256", config.sessionSecret).update("simulated-checkout").digest("hex");
}

/** Embedded mode: no provider keys and not production. Every simulated route refuses otherwise. */
export function isSimulated(config: Config): boolean {
  return !config.razorpay && !config.isProduction;
}
