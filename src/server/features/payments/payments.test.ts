import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { entitlements, payments, webhookEvents } from "../../db/schema";
import { tableCounts } from "../../hardening/table-counts";
import { createTestApp, type SignedIn, signIn, type TestApp } from "../../test-support/test-app";
import { startProviderStandIn } from "./razorpay-stand-in";
import { paymentSignature, webhookSignature } from "./signatures";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_ID = "rzp_test_StandInKey01";
const KEY_SECRET = `key-secret-${randomBytes(12).toString("hex")}`;
const WEBHOOK_SECRET = `webhook-secret-${randomBytes(12).toString("hex")}`;
const START = "2026-03-02T06:30:00.000Z";

describe("payments against a local stand-in for Razorpay's API", () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startProviderStandIn>>;

  beforeAll(async () => {
    provider = await startProviderStandIn();
    t = await createTestApp({
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
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  // Each test starts an hour after the last, so per-minute rate limits (sign-in, payment) never carry over.
  let run = 0;
  let t0 = Date.parse(START);
  const at = (ms: number) => new Date(t0 + ms).toISOString();
  beforeEach(() => {
    t0 = Date.parse(START) + run++ * 60 * 60_000;
    t.clock.set(new Date(t0));
    provider.setMode("ok");
  });

  const post = (url: string, payload: unknown, who?: SignedIn) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  const get = (url: string, who: SignedIn) =>
    t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } });

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
    t.ctx.db.select().from(entitlements).where(eq(entitlements.userId, userId));
  const paymentRow = async (orderId: string) =>
    (await t.ctx.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];
  const isPremium = async (who: SignedIn) => (await get("/api/auth/user", who)).json().isPremium as boolean;

  const sendWebhook = (body: object, options: { eventId?: string; signature?: string | null } = {}) => {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.signature !== null)
      headers["x-razorpay-signature"] = options.signature ?? webhookSignature(WEBHOOK_SECRET, raw);
    if (options.eventId) headers["x-razorpay-event-id"] = options.eventId;
    return t.app.inject({ method: "POST", url: "/api/payments/webhook", payload: raw, headers });
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

  describe("POST /api/payments/order", () => {
    it("creates the order with the plan's amount and Basic auth, ignoring any amount the client sends", async () => {
      const learner = await signIn(t.app, { firstName: "Meera", lastName: "Iyer" });
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
        prefill: { name: "Meera Iyer", email: learner.user.email },
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
      const a = await order(learner);
      const b = await order(learner);
      const [ra, rb] = await Promise.all([
        post("/api/payments/verify", signedPayment(a.orderId), learner),
        post("/api/payments/verify", signedPayment(b.orderId), learner),
      ]);
      const ends = [ra!.json().expiresAt, rb!.json().expiresAt].sort();
      expect(ends).toEqual([at(30 * DAY_MS), at(60 * DAY_MS)]);
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

describe("payments in embedded mode (the simulated provider)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: START });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, who?: SignedIn) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  const get = (url: string, who: SignedIn) =>
    t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } });

  it("creates a local order and pays it through the same verify endpoint", async () => {
    const learner = await signIn(t.app, { firstName: "Kabir" });
    const created = await post("/api/payments/order", { plan: "monthly" }, learner);
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({
      amount: 29900,
      currency: "INR",
      keyId: "rzp_test_simulated",
      simulated: true,
      planName: "Monthly",
      prefill: { name: "Kabir", email: learner.user.email },
    });
    expect(body.orderId).toMatch(/^order_sim_[0-9a-f]{16}$/);

    const summary = await get(`/api/payments/orders/${body.orderId}`, learner);
    expect(summary.json()).toMatchObject({
      orderId: body.orderId,
      simulated: true,
      status: "created",
      amount: 29900,
    });

    const paid = await post("/api/payments/simulated/pay", { orderId: body.orderId }, learner);
    expect(paid.statusCode).toBe(200);
    const signed = paid.json();
    expect(signed.razorpay_order_id).toBe(body.orderId);
    expect(signed.razorpay_payment_id).toMatch(/^pay_sim_/);
    expect(signed.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    // nothing is granted until verify
    expect((await get("/api/auth/user", learner)).json().isPremium).toBe(false);

    const verified = await post("/api/payments/verify", signed, learner);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      plan: "monthly",
      status: "active",
      expiresAt: new Date(Date.parse(START) + 30 * DAY_MS).toISOString(),
    });
    expect((await get("/api/auth/user", learner)).json().isPremium).toBe(true);
    expect((await get(`/api/payments/orders/${body.orderId}`, learner)).json().status).toBe("paid");
  });

  it("signs with a local secret that is not guessable from the outside", async () => {
    const learner = await signIn(t.app);
    const { orderId } = (await post("/api/payments/order", { plan: "annual" }, learner)).json();
    const guessed = [
      "",
      "simulated",
      "test-session-secret-that-is-long-enough-123",
      "rzp_test_simulated",
    ].map((secret) => ({
      razorpay_order_id: orderId,
      razorpay_payment_id: "pay_sim_guess0000001",
      razorpay_signature: paymentSignature(secret || "x", orderId, "pay_sim_guess0000001"),
    }));
    for (const attempt of guessed) {
      expect((await post("/api/payments/verify", attempt, learner)).statusCode).toBe(400);
    }
    expect(
      await t.ctx.db.select().from(entitlements).where(eq(entitlements.userId, learner.user.id)),
    ).toHaveLength(0);
  });

  it("pays only the learner's own order, and a signature for one order does not verify another", async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const cheap = (await post("/api/payments/order", { plan: "monthly" }, owner)).json();
    const dear = (await post("/api/payments/order", { plan: "annual" }, owner)).json();
    expect((await post("/api/payments/simulated/pay", { orderId: cheap.orderId }, other)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/payments/orders/${cheap.orderId}`, other)).statusCode).toBe(404);
    expect((await post("/api/payments/simulated/pay", { orderId: cheap.orderId })).statusCode).toBe(401);

    const signed = (await post("/api/payments/simulated/pay", { orderId: cheap.orderId }, owner)).json();
    const swapped = await post("/api/payments/verify", { ...signed, razorpay_order_id: dear.orderId }, owner);
    expect(swapped.statusCode).toBe(400);
    expect(
      await t.ctx.db.select().from(entitlements).where(eq(entitlements.userId, owner.user.id)),
    ).toHaveLength(0);
  });

  it("has no webhook without a webhook secret", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: JSON.stringify({ event: "order.paid", payload: {} }),
      headers: { "content-type": "application/json", "x-razorpay-signature": "00" },
    });
    expect(res.statusCode).toBe(404);
  });
});
