import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { isReusableOrder } from "~/domain/plans";
import type { AppContext } from "~/server/context";
import { payments } from "~/server/db/schema";
import type { AuthUser } from "~/shared/contract/auth";
import type { CreateOrderResponse } from "~/shared/contract/payments";
import { CURRENCY, type PaidPlanId, planById } from "~/shared/plans";
import { planNote } from "./plan-note";
import { createProviderOrder, SIMULATED_KEY_ID, SIMULATED_ORDER_PREFIX } from "./provider-order";

type Logger = { warn(obj: object, msg: string): void };

/**
 * Creates an order for a paid plan: the amount comes from the plans definition only, the provider
 * (or the simulated one) gets the order, and it is stored as "created" for verify and the webhook.
 * The learner's open order for the same plan is answered again instead (isReusableOrder).
 */
export async function createOrder(
  ctx: AppContext,
  user: AuthUser,
  planId: PaidPlanId,
  log: Logger,
): Promise<CreateOrderResponse> {
  const plan = planById(planId);
  const description = planNote(planId);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const response = (provider: {
    orderId: string;
    keyId: string;
    simulated: boolean;
  }): CreateOrderResponse => ({
    orderId: provider.orderId,
    amount: plan.amountPaise,
    currency: CURRENCY,
    keyId: provider.keyId,
    plan: planId,
    planName: plan.name,
    description,
    prefill: { name, email: user.email },
    simulated: provider.simulated,
  });
  const open = await openOrder(ctx, user.id, { plan: planId, amount: plan.amountPaise });
  if (open) return response(open);

  const receipt = `rcpt_${user.id}_${randomBytes(6).toString("hex")}`;
  const provider = await createProviderOrder(
    ctx.config,
    {
      amount: plan.amountPaise,
      currency: CURRENCY,
      receipt,
      notes: { plan: plan.id, userId: String(user.id) },
    },
    log,
  );
  await ctx.db.insert(payments).values({
    userId: user.id,
    plan: planId,
    providerOrderId: provider.orderId,
    amount: plan.amountPaise,
    currency: CURRENCY,
    status: "created",
    createdAt: ctx.now(),
  });
  return response(provider);
}

/**
 * The learner's newest order that checkout takes up again (isReusableOrder), made with the
 * provider now configured (a simulated order is not offered to Razorpay Checkout, nor the reverse).
 */
async function openOrder(ctx: AppContext, userId: number, want: { plan: PaidPlanId; amount: number }) {
  const now = ctx.now();
  const [newest] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.plan, want.plan), eq(payments.status, "created")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!newest || !isReusableOrder(newest, want, now)) return null;
  const simulated = newest.providerOrderId.startsWith(SIMULATED_ORDER_PREFIX);
  const razorpay = ctx.config.razorpay;
  if (simulated !== !razorpay) return null;
  return { orderId: newest.providerOrderId, keyId: razorpay?.keyId ?? SIMULATED_KEY_ID, simulated };
}
