import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DAY_MS,
  eachTestAnHourLater,
  KEY_ID,
  KEY_SECRET,
  type ProviderStandIn,
  paymentRequests,
  startProviderPaymentsApp,
} from "~/server/test-support/payments-app";
import { tableCounts } from "~/server/test-support/table-counts";
import { signIn, type TestApp } from "~/server/test-support/test-app";
import { paymentSignature } from "./signatures";

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

  describe("POST /api/payments/order", () => {
    it("creates the order with the plan's amount and Basic auth, ignoring any amount the client sends", async () => {
      const learner = await signIn(t.app, { firstName: "Zq-Meera", lastName: "Iyer" });
      const before = provider.requests.length;
      const res = await post("/api/payments/order", { plan: "monthly", amount: 100 }, learner);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        amount: 29900,
        currency: "INR",
        keyId: KEY_ID,
        plan: "monthly",
        planName: "Monthly",
        prefill: { name: "Zq-Meera Iyer", email: learner.user.email },
        simulated: false,
      });
      expect(body.orderId).toMatch(/^order_/);

      expect(provider.requests.length).toBe(before + 1);
      const sent = provider.requests.at(-1)!;
      expect(sent.method).toBe("POST");
      expect(sent.url).toBe("/v1/orders");
      expect(sent.headers.authorization).toBe(
        `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`,
      );
      expect(sent.headers["content-type"]).toMatch(/application\/json/);
      expect(sent.body).toMatchObject({
        amount: 29900,
        currency: "INR",
        notes: { plan: "monthly", userId: String(learner.user.id) },
      });
      expect((sent.body as { receipt: string }).receipt.length).toBeLessThanOrEqual(40);

      const row = await paymentRow(body.orderId);
      expect(row).toMatchObject({
        userId: learner.user.id,
        plan: "monthly",
        amount: 29900,
        status: "created",
      });
    });

    it("charges 199900 paise for Annual", async () => {
      const learner = await signIn(t.app);
      const body = await order(learner, "annual");
      expect(body.amount).toBe(199900);
      expect(provider.requests.at(-1)?.body).toMatchObject({ amount: 199900, currency: "INR" });
    });

    it("refuses a signed-out visitor, the Free plan and an unknown plan without calling the provider", async () => {
      const learner = await signIn(t.app);
      const before = provider.requests.length;
      expect((await post("/api/payments/order", { plan: "monthly" })).statusCode).toBe(401);
      const free = await post("/api/payments/order", { plan: "free" }, learner);
      expect(free.statusCode).toBe(400);
      expect(free.json().field).toBe("plan");
      expect((await post("/api/payments/order", { plan: "lifetime" }, learner)).statusCode).toBe(400);
      expect(provider.requests.length).toBe(before);
    });

    it("answers 502 and stores nothing when the provider fails", async () => {
      const learner = await signIn(t.app);
      provider.setMode("error");
      const before = await tableCounts(t.ctx.db);
      const res = await post("/api/payments/order", { plan: "monthly" }, learner);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("Payment provider unavailable, please try again");
      expect(await tableCounts(t.ctx.db)).toEqual(before);
    });

    it("refuses an order the provider answered with a tampered amount", async () => {
      const learner = await signIn(t.app);
      provider.setMode("tampered-amount");
      const before = await tableCounts(t.ctx.db);
      const res = await post("/api/payments/order", { plan: "annual" }, learner);
      expect(res.statusCode).toBe(502);
      expect(await tableCounts(t.ctx.db)).toEqual(before);
    });
  });

  describe("POST /api/payments/verify", () => {
    it("grants premium for 30 days on a valid signature and marks the payment paid", async () => {
      const learner = await signIn(t.app);
      expect(await isPremium(learner)).toBe(false);
      expect((await get("/api/analytics/preparedness/jee", learner)).statusCode).toBe(403);
      const { orderId } = await order(learner);
      const payment = signedPayment(orderId);
      const res = await post("/api/payments/verify", payment, learner);
      expect(res.statusCode, res.body).toBe(200);
      const expiresAt = at(30 * DAY_MS);
      expect(res.json()).toEqual({ plan: "monthly", status: "active", expiresAt });

      expect(await isPremium(learner)).toBe(true);
      expect((await get("/api/analytics/preparedness/jee", learner)).statusCode).toBe(200);
      const rows = await entitlementRows(learner.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ plan: "monthly", source: "payment" });
      expect(new Date(rows[0]!.startsAt).toISOString()).toBe(at(0));
      expect(new Date(rows[0]!.expiresAt).toISOString()).toBe(expiresAt);
      const row = await paymentRow(orderId);
      expect(row).toMatchObject({ status: "paid", providerPaymentId: payment.razorpay_payment_id });
      expect(new Date(row!.paidAt!).toISOString()).toBe(at(0));
      expect(rows[0]!.paymentId).toBe(row!.id);

      const sub = await get("/api/user/subscription", learner);
      expect(sub.json()).toEqual({ plan: "monthly", status: "active", expiresAt });
    });

    it("grants once when the same payment is verified twice", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner, "annual");
      const payment = signedPayment(orderId);
      const first = await post("/api/payments/verify", payment, learner);
      t.clock.advance(60_000);
      const second = await post("/api/payments/verify", payment, learner);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(first.json().expiresAt).toBe(at(365 * DAY_MS));
      expect(await entitlementRows(learner.user.id)).toHaveLength(1);
    });

    it("refuses a forged signature and grants nothing", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner);
      const forged = {
        razorpay_order_id: orderId,
        razorpay_payment_id: "pay_Forged0000001",
        razorpay_signature: paymentSignature("not-the-key-secret", orderId, "pay_Forged0000001"),
      };
      const res = await post("/api/payments/verify", forged, learner);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: "Payment verification failed: the signature does not match this order",
        field: "razorpay_signature",
      });
      const short = await post("/api/payments/verify", { ...forged, razorpay_signature: "abcd" }, learner);
      expect(short.statusCode).toBe(400);
      expect(await isPremium(learner)).toBe(false);
      expect(await entitlementRows(learner.user.id)).toHaveLength(0);
      expect(await paymentRow(orderId)).toMatchObject({ status: "created", providerPaymentId: null });
    });

    it("refuses a cheap order's signature presented for a dearer order", async () => {
      const learner = await signIn(t.app);
      const monthly = await order(learner, "monthly");
      const annual = await order(learner, "annual");
      const paidMonthly = signedPayment(monthly.orderId);
      const res = await post(
        "/api/payments/verify",
        { ...paidMonthly, razorpay_order_id: annual.orderId },
        learner,
      );
      expect(res.statusCode).toBe(400);
      expect(await entitlementRows(learner.user.id)).toHaveLength(0);
      expect((await paymentRow(annual.orderId))?.status).toBe("created");
    });

    it("refuses another learner's order and an order we never created, granting nothing", async () => {
      const owner = await signIn(t.app);
      const other = await signIn(t.app);
      const { orderId } = await order(owner);
      const stolen = await post("/api/payments/verify", signedPayment(orderId), other);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().message).toBe("Order not found");
      const unknown = await post("/api/payments/verify", signedPayment("order_NeverCreated01"), other);
      expect(unknown.statusCode).toBe(404);
      expect(await entitlementRows(owner.user.id)).toHaveLength(0);
      expect(await entitlementRows(other.user.id)).toHaveLength(0);
      expect((await post("/api/payments/verify", signedPayment(orderId))).statusCode).toBe(401);
    });

    it("extends an active plan: a new purchase starts when the current one ends", async () => {
      const learner = await signIn(t.app);
      const first = await order(learner, "monthly");
      await post("/api/payments/verify", signedPayment(first.orderId), learner);
      t.clock.advance(10 * DAY_MS);
      const second = await order(learner, "annual");
      const res = await post("/api/payments/verify", signedPayment(second.orderId), learner);
      const end = at((30 + 365) * DAY_MS);
      expect(res.json()).toEqual({ plan: "annual", status: "active", expiresAt: end });
      const sub = await get("/api/user/subscription", learner);
      expect(sub.json()).toEqual({ plan: "monthly", status: "active", expiresAt: end });
      // Still premium on day 40, during the Annual plan queued behind the Monthly one
      // (sessions last 30 days, so the learner signs in again).
      t.clock.set(at(40 * DAY_MS));
      const later = await signIn(t.app, { email: learner.user.email });
      expect(await isPremium(later)).toBe(true);
      expect((await get("/api/user/subscription", later)).json()).toEqual({
        plan: "annual",
        status: "active",
        expiresAt: end,
      });
    });

    it("grants once when verify and the webhook race for the same order", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner);
      const payment = signedPayment(orderId);
      const event = paidEvent("order.paid", orderId, 29900);
      const results = await Promise.all([
        post("/api/payments/verify", payment, learner),
        sendWebhook(event, { eventId: `evt_${randomBytes(6).toString("hex")}` }),
        post("/api/payments/verify", payment, learner),
        sendWebhook(event, { eventId: `evt_${randomBytes(6).toString("hex")}` }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(results[0]!.json()).toEqual(results[2]!.json());
      expect(await entitlementRows(learner.user.id)).toHaveLength(1);
    });

    it("queues two purchases verified at the same moment one behind the other", async () => {
      const learner = await signIn(t.app);
      const a = await order(learner, "monthly");
      const b = await order(learner, "annual");
      const [ra, rb] = await Promise.all([
        post("/api/payments/verify", signedPayment(a.orderId), learner),
        post("/api/payments/verify", signedPayment(b.orderId), learner),
      ]);
      const ends = [ra!.json().expiresAt, rb!.json().expiresAt].sort();
      // whichever is granted first, the second starts where it ends
      expect([
        [at(30 * DAY_MS), at(395 * DAY_MS)],
        [at(365 * DAY_MS), at(395 * DAY_MS)],
      ]).toContainEqual(ends);
    });

    it("answers the learner's open order for the same plan again, not one order per visit", async () => {
      const learner = await signIn(t.app);
      const before = provider.requests.length;
      const first = await order(learner, "monthly");
      t.clock.advance(60 * 60_000);
      const again = await order(learner, "monthly");
      expect(again.orderId).toBe(first.orderId);
      expect(provider.requests.length).toBe(before + 1);
      const history = (await get("/api/payments/history", learner)).json() as { orderId: string }[];
      expect(history.map((p) => p.orderId)).toEqual([first.orderId]);

      // another plan, a paid order and a day-old one each make a new order
      const annual = await order(learner, "annual");
      expect(annual.orderId).not.toBe(first.orderId);
      await post("/api/payments/verify", signedPayment(first.orderId), learner);
      const afterPaid = await order(learner, "monthly");
      expect(afterPaid.orderId).not.toBe(first.orderId);
      t.clock.advance(DAY_MS);
      const nextDay = await order(learner, "monthly");
      expect(nextDay.orderId).not.toBe(afterPaid.orderId);
      expect(provider.requests.length).toBe(before + 4);
    });

    it("locks premium again once the entitlement expires", async () => {
      const learner = await signIn(t.app);
      const { orderId } = await order(learner, "monthly");
      await post("/api/payments/verify", signedPayment(orderId), learner);
      t.clock.advance(30 * DAY_MS - 60 * 60_000);
      const late = await signIn(t.app, { email: learner.user.email });
      expect(await isPremium(late)).toBe(true);
      expect((await get("/api/analytics/preparedness/jee", late)).statusCode).toBe(200);
      t.clock.advance(2 * 60 * 60_000);
      expect(await isPremium(late)).toBe(false);
      const locked = await get("/api/analytics/preparedness/jee", late);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toBe("Premium subscription required");
      const sub = await get("/api/user/subscription", late);
      expect(sub.json()).toEqual({
        plan: "monthly",
        status: "expired",
        expiresAt: at(30 * DAY_MS),
      });
    });
  });
});
