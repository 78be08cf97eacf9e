import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlements } from "~/server/db/schema";
import { DAY_MS, START } from "~/server/test-support/payments-app";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { paymentSignature } from "./signatures";

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
    const learner = await signIn(t.app, { firstName: "Zq-Kabir" });
    const created = await post("/api/payments/order", { plan: "monthly" }, learner);
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({
      amount: 29900,
      currency: "INR",
      keyId: "rzp_test_simulated",
      simulated: true,
      planName: "Monthly",
      prefill: { name: "Zq-Kabir", email: learner.user.email },
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
