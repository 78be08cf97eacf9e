import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlements, webhookEvents } from "~/server/db/schema";
import {
  DAY_MS,
  eachTestAnHourLater,
  type ProviderStandIn,
  paymentRequests,
  startProviderPaymentsApp,
  WEBHOOK_SECRET,
} from "~/server/test-support/payments-app";
import { tableCounts } from "~/server/test-support/table-counts";
import { signIn, type TestApp } from "~/server/test-support/test-app";
import { webhookSignature } from "./signatures";

describe("payments against a local stand-in for Razorpay's API", () => {
  let t: TestApp;
  let provider: ProviderStandIn;

  beforeAll(async () => {
    ({ t, provider } = await startProviderPaymentsApp());
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  const at = eachTestAnHourLater(() => ({ t, provider }));

  const { post, get, order, signedPayment, entitlementRows, paymentRow, isPremium, sendWebhook, paidEvent } =
    paymentRequests(() => t);

  describe("POST /api/payments/webhook", () => {
    it("refuses a bad or missing signature with 400 and writes nothing", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner);
      const event = paidEvent("order.paid", orderId, 29900);
      const before = await tableCounts(t.ctx.db);
      const bad = await sendWebhook(event, {
        signature: webhookSignature("wrong-secret", JSON.stringify(event)),
        eventId: "evt_Bad0001",
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Invalid webhook signature");
      const missing = await sendWebhook(event, { signature: null, eventId: "evt_Bad0002" });
      expect(missing.statusCode).toBe(400);
      // a genuine signature over different bytes than were sent
      const tampered = await t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: JSON.stringify({ ...event, event: "order.paid " }),
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": webhookSignature(WEBHOOK_SECRET, JSON.stringify(event)),
        },
      });
      expect(tampered.statusCode).toBe(400);
      expect(await tableCounts(t.ctx.db)).toEqual(before);
      expect(await isPremium(learner)).toBe(false);
    });

    it("grants on order.paid when verify never came, and a replay is a no-op", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner);
      const event = paidEvent("order.paid", orderId, 29900);
      const eventId = `evt_${randomBytes(7).toString("hex")}`;
      const res = await sendWebhook(event, { eventId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, duplicate: false });
      expect(await isPremium(learner)).toBe(true);
      expect(await paymentRow(orderId)).toMatchObject({
        status: "paid",
        providerPaymentId: event.payload.payment.entity.id,
      });

      const before = await tableCounts(t.ctx.db);
      t.clock.advance(5 * 60_000);
      const replay = await sendWebhook(event, { eventId });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ ok: true, duplicate: true });
      expect(await tableCounts(t.ctx.db)).toEqual(before);
      expect(await entitlementRows(learner.user.id)).toHaveLength(1);
      const recorded = await t.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      expect(recorded).toMatchObject([{ type: "order.paid" }]);
    });

    it("treats the same event under a new event id as the same payment: granted once", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner, "annual");
      const event = paidEvent("payment.captured", orderId, 199900);
      expect(
        (await sendWebhook(event, { eventId: `evt_${randomBytes(6).toString("hex")}` })).statusCode,
      ).toBe(200);
      expect(
        (await sendWebhook(event, { eventId: `evt_${randomBytes(6).toString("hex")}` })).statusCode,
      ).toBe(200);
      // the browser's verify arriving after the webhook answers the same entitlement
      const verify = await post("/api/payments/verify", signedPayment(orderId), learner);
      expect(verify.statusCode).toBe(200);
      expect(verify.json().expiresAt).toBe(at(365 * DAY_MS));
      expect(await entitlementRows(learner.user.id)).toHaveLength(1);
    });

    it("deduplicates by the body's id when the event-id header is absent", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner);
      const event = {
        ...paidEvent("payment.captured", orderId, 29900),
        id: `evt_${randomBytes(6).toString("hex")}`,
      };
      expect((await sendWebhook(event)).json()).toEqual({ ok: true, duplicate: false });
      expect((await sendWebhook(event)).json()).toEqual({ ok: true, duplicate: true });
      expect(await entitlementRows(learner.user.id)).toHaveLength(1);
    });

    it("does not grant when the paid amount differs from the stored order", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner, "annual");
      const res = await sendWebhook(paidEvent("order.paid", orderId, 29900), { eventId: "evt_Tampered001" });
      expect(res.statusCode).toBe(200);
      expect(await entitlementRows(learner.user.id)).toHaveLength(0);
      expect((await paymentRow(orderId))?.status).toBe("created");
    });

    it("marks a payment failed with the reason, and a later success still grants", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner);
      const failed = {
        entity: "event",
        event: "payment.failed",
        payload: {
          payment: {
            entity: {
              id: "pay_FailedAttempt1",
              order_id: orderId,
              amount: 29900,
              currency: "INR",
              status: "failed",
              error_reason: "payment_failed",
              error_description: "Your bank declined this transaction",
            },
          },
        },
      };
      expect((await sendWebhook(failed, { eventId: "evt_Failed0001" })).statusCode).toBe(200);
      expect(await paymentRow(orderId)).toMatchObject({
        status: "failed",
        failureReason: "Your bank declined this transaction",
      });
      expect(await isPremium(learner)).toBe(false);
      const history = await get("/api/payments/history", learner);
      expect(history.json()[0]).toMatchObject({ orderId, status: "failed", amount: 29900, plan: "monthly" });

      const verify = await post("/api/payments/verify", signedPayment(orderId), learner);
      expect(verify.statusCode).toBe(200);
      expect((await paymentRow(orderId))?.status).toBe("paid");
      // a late failure event for an earlier attempt does not undo the paid order
      await sendWebhook(failed, { eventId: "evt_Failed0002" });
      expect((await paymentRow(orderId))?.status).toBe("paid");
    });

    it("records and ignores other events and orders it never created", async () => {
      const other = await sendWebhook(
        { entity: "event", event: "refund.created", payload: {} },
        { eventId: "evt_Other00001" },
      );
      expect(other.json()).toEqual({ ok: true, duplicate: false });
      const before = await t.ctx.db.select().from(entitlements);
      const unknown = await sendWebhook(paidEvent("order.paid", "order_NotOurs000001", 29900), {
        eventId: "evt_Unknown0001",
      });
      expect(unknown.statusCode).toBe(200);
      expect(await t.ctx.db.select().from(entitlements)).toHaveLength(before.length);
    });
  });

  describe("GET /api/user/subscription and /api/payments/history", () => {
    it("answers Free with no expiry for a learner who never paid", async () => {
      const learner = await signIn(t.app);
      const res = await get("/api/user/subscription", learner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ plan: "free", status: "none", expiresAt: null });
      expect((await t.app.inject({ method: "GET", url: "/api/user/subscription" })).statusCode).toBe(401);
    });

    it("lists only the learner's own payments, newest first", async () => {
      const learner = await signIn(t.app);
      const other = await signIn(t.app);
      await order(other);
      const first = await order(learner, "monthly");
      await post("/api/payments/verify", signedPayment(first.orderId), learner);
      t.clock.advance(DAY_MS);
      const second = await order(learner, "annual");
      const res = await get("/api/payments/history", learner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          date: at(DAY_MS),
          plan: "annual",
          planName: "Annual",
          amount: 199900,
          currency: "INR",
          status: "created",
          orderId: second.orderId,
        },
        {
          date: at(0),
          plan: "monthly",
          planName: "Monthly",
          amount: 29900,
          currency: "INR",
          status: "paid",
          orderId: first.orderId,
        },
      ]);
    });
  });

  it("has no simulated checkout when provider keys are set", async () => {
    const learner = await signIn(t.app);
    const { orderId } = await order(learner);
    const res = await post("/api/payments/simulated/pay", { orderId }, learner);
    expect(res.statusCode).toBe(404);
    const summary = await get(`/api/payments/orders/${orderId}`, learner);
    expect(summary.json()).toMatchObject({ orderId, simulated: false, status: "created", amount: 29900 });
  });
});
