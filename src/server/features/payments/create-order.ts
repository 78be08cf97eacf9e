import { randomBytes } from "node:crypto";
import type { AppContext } from "~/server/context";
import { payments } from "~/server/db/schema";
import type { AuthUser } from "~/shared/contract/auth";
import type { CreateOrderResponse } from "~/shared/contract/payments";
import { CURRENCY, type PaidPlanId, planById } from "~/shared/plans";
import { planNote } from "./plan-note";
import { createProviderOrder } from "./provider-order";

type Logger = { warn(obj: object, msg: string): void };

/**
 * Creates an order for a paid plan: the amount comes from the plans definition only, the provider
 * (or the simulated one) gets the order, and it is stored as "created" for verify and the webhook.
 */
export async function createOrder(
  ctx: AppContext,
  user: AuthUser,
  planId: PaidPlanId,
  log: Logger,
): Promise<CreateOrderResponse> {
  const plan = planById(planId);
  const description = planNote(planId);
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
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    orderId: provider.orderId,
    amount: plan.amountPaise,
    currency: CURRENCY,
    keyId: provider.keyId,
    plan: planId,
    planName: plan.name,
    description,
    prefill: { name, email: user.email },
    simulated: provider.simulated,
  };
}
