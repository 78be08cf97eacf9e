import { z } from "zod";
import { isoDateTime } from "./common";

/**
 * Plans and payments. Amounts are in paise and decided by the server from src/shared/plans.ts;
 * nothing here lets a client name an amount.
 */

export const PAID_PLAN_IDS = ["monthly", "annual"] as const;
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS);
export const planIdSchema = z.enum(["free", "monthly", "annual"]);

/** Razorpay ids are short ASCII tokens ("order_Abc123", "pay_Xyz789"); ours are too ("order_sim_..."). */
const providerIdSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, "is not a valid id");

// ---------------------------------------------------------------- POST /api/payments/order

export const createOrderBodySchema = z.object({ plan: paidPlanIdSchema });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** What Checkout needs to open. `simulated` is true in embedded mode (no provider keys). */
export const createOrderResponseSchema = z.object({
  orderId: z.string(),
  /** paise */
  amount: z.number().int().positive(),
  currency: z.string(),
  /** the provider's public key id ("rzp_test_simulated" in embedded mode) */
  keyId: z.string(),
  plan: paidPlanIdSchema,
  planName: z.string(),
  /** the plan note shown in Checkout */
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
  simulated: z.boolean(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

// ---------------------------------------------------------------- GET /api/payments/orders/:orderId

export const orderParamsSchema = z.object({ orderId: providerIdSchema });

export const PAYMENT_STATUSES = ["created", "paid", "failed"] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** What granted an entitlement: a payment, a demo sign-in as premium, or an admin. */
export const ENTITLEMENT_SOURCES = ["payment", "demo", "admin"] as const;

/** One of the learner's own orders, for the simulated checkout page. */
export const orderSummarySchema = z.object({
  orderId: z.string(),
  plan: paidPlanIdSchema,
  planName: z.string(),
  description: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: paymentStatusSchema,
  simulated: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

// ---------------------------------------------------------------- POST /api/payments/verify

/** The three fields Razorpay Checkout hands its success handler, sent on as they are. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: providerIdSchema,
  razorpay_payment_id: providerIdSchema,
  razorpay_signature: z
    .string()
    .trim()
    .min(1, "is required")
    .max(128)
    .regex(/^[0-9a-fA-F]+$/, "is not a valid signature"),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** The entitlement a verified payment granted (or had already granted). */
export const entitlementResponseSchema = z.object({
  plan: paidPlanIdSchema,
  status: z.literal("active"),
  expiresAt: isoDateTime,
});
export type EntitlementResponse = z.infer<typeof entitlementResponseSchema>;

// ---------------------------------------------------------------- POST /api/payments/simulated/pay

/** Embedded mode only: the simulated provider signs a payment for the learner's own order. */
export const simulatedPayBodySchema = z.object({ orderId: providerIdSchema });
export const simulatedPayResponseSchema = verifyPaymentBodySchema;

// ---------------------------------------------------------------- POST /api/payments/webhook

export const webhookResponseSchema = z.object({ ok: z.literal(true), duplicate: z.boolean() });

// ---------------------------------------------------------------- GET /api/user/subscription

export const SUBSCRIPTION_STATUSES = ["active", "expired", "none"] as const;

/**
 * active: premium now; plan is the running plan and expiresAt when premium ends (after any
 * purchases queued behind it). expired: the last plan and when it ended. none: never premium.
 */
export const subscriptionResponseSchema = z.object({
  plan: planIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  expiresAt: isoDateTime.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

// ---------------------------------------------------------------- GET /api/payments/history

export const paymentHistoryEntrySchema = z.object({
  /** when it was paid, or when the order was created if it was not */
  date: isoDateTime,
  plan: paidPlanIdSchema,
  planName: z.string(),
  /** paise */
  amount: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  orderId: z.string(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;
export const paymentHistoryResponseSchema = z.array(paymentHistoryEntrySchema);
