import type { AppContext } from "~/server/context";
import type { AuthUser } from "~/shared/contract/auth";
import type { OrderSummary } from "~/shared/contract/payments";
import { planById } from "~/shared/plans";
import { findOwnOrder } from "./find-order";
import { asPaidPlan, planNote } from "./plan-note";
import { SIMULATED_ORDER_PREFIX } from "./provider-order";

const asStatus = (s: string): OrderSummary["status"] =>
  s === "paid" ? "paid" : s === "failed" ? "failed" : "created";

/** One of the learner's own orders, as the simulated checkout page shows it. */
export async function orderSummary(ctx: AppContext, user: AuthUser, orderId: string): Promise<OrderSummary> {
  const order = await findOwnOrder(ctx.db, user.id, orderId);
  const plan = asPaidPlan(order.plan);
  return {
    orderId: order.providerOrderId,
    plan,
    planName: planById(plan).name,
    description: planNote(plan),
    amount: order.amount,
    currency: order.currency,
    status: asStatus(order.status),
    simulated: order.providerOrderId.startsWith(SIMULATED_ORDER_PREFIX),
  };
}
