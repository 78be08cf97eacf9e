import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { entitlements, payments } from "~/server/db/schema";
import { paymentSignature, webhookSignature } from "~/server/features/payments/signatures";
import { createTestApp, type SignedIn, type TestApp } from "~/server/test-support/test-app";
import { startProviderStandIn } from "./razorpay-stand-in";

export const DAY_MS = 24 * 60 * 60 * 1000;
export const KEY_ID = "rzp_test_StandInKey01";
export const KEY_SECRET = `key-secret-${randomBytes(12).toString("hex")}`;
export const WEBHOOK_SECRET = `webhook-secret-${randomBytes(12).toString("hex")}`;
export const START = "2026-03-02T06:30:00.000Z";

export type ProviderStandIn = Awaited<ReturnType<typeof startProviderStandIn>>;

/** A local stand-in for Razorpay's API, and the app configured with its keys and address. */
export async function startProviderPaymentsApp() {
  const provider = await startProviderStandIn();
  const t = await createTestApp({
    now: START,
    // the exams, so the premium-gated analytics endpoint answers for JEE
    seed: true,
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: provider.url,
    },
  });
  return { t, provider };
}

/**
 * Each test starts an hour after the last, so per-minute rate limits (sign-in, payment) never carry over.
 * Answers `at(ms)`: the time `ms` after the current test's start.
 */
export function eachTestAnHourLater(state: () => { t: TestApp; provider: ProviderStandIn }) {
  let run = 0;
  let t0 = Date.parse(START);
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  beforeEach(() => {
    t0 = Date.parse(START) + run++ * 60 * 60_000;
    state().t.clock.set(new Date(t0));
    state().provider.setMode("ok");
  });
  return at;
}

/** Requests and lookups against the app `app()` answers (read when called, so it may be set in a beforeAll). */
export function paymentRequests(app: () => TestApp) {
  const post = (url: string, payload: unknown, who?: SignedIn) =>
    app().app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  const get = (url: string, who: SignedIn) =>
    app().app.inject({ method: "GET", url, headers: { cookie: who.cookie } });

  const order = async (who: SignedIn, plan: "monthly" | "annual" = "monthly") => {
    const res = await post("/api/payments/order", { plan }, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orderId: string; amount: number };
  };
  const signedPayment = (orderId: string, paymentId = `pay_${randomBytes(7).toString("hex")}`) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(KEY_SECRET, orderId, paymentId),
  });
  const entitlementRows = (userId: number) =>
    app().ctx.db.select().from(entitlements).where(eq(entitlements.userId, userId));
  const paymentRow = async (orderId: string) =>
    (await app().ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];
  const isPremium = async (who: SignedIn) => (await get("/api/auth/user", who)).json().isPremium as boolean;

  const sendWebhook = (body: object, options: { eventId?: string; signature?: string | null } = {}) => {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.signature !== null)
      headers["x-razorpay-signature"] = options.signature ?? webhookSignature(WEBHOOK_SECRET, raw);
    if (options.eventId) headers["x-razorpay-event-id"] = options.eventId;
    return app().app.inject({ method: "POST", url: "/api/payments/webhook", payload: raw, headers });
  };
  const paidEvent = (event: "order.paid" | "payment.captured", orderId: string, amount: number) => ({
    entity: "event",
    account_id: "acc_StandIn",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload: {
      payment: {
        entity: {
          id: `pay_${randomBytes(7).toString("hex")}`,
          entity: "payment",
          amount,
          currency: "INR",
          status: "captured",
          order_id: orderId,
        },
      },
      ...(event === "order.paid"
        ? {
            order: { entity: { id: orderId, entity: "order", amount, amount_paid: amount, currency: "INR" } },
          }
        : {}),
    },
    created_at: 1772433000,
  });

  return { post, get, order, signedPayment, entitlementRows, paymentRow, isPremium, sendWebhook, paidEvent };
}
