import { randomBytes } from "node:crypto";
import type { AppContext } from "~/server/context";
import { notFound } from "~/server/http/errors";
import type { AuthUser } from "~/shared/contract/auth";
import type { VerifyPaymentBody } from "~/shared/contract/payments";
import { findOwnOrder, ORDER_NOT_FOUND } from "./find-order";
import { SIMULATED_ORDER_PREFIX } from "./provider-order";
import { checkoutSecret, isSimulated, paymentSignature } from "./signatures";

/**
 * The simulated provider (embedded mode only): "pays" the learner's own simulated order and signs
 * the result with the local checkout secret, exactly as Razorpay Checkout hands its handler. The
 * page then sends this to the same verify endpoint a real payment goes through.
 */
export async function simulatePayment(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
): Promise<VerifyPaymentBody> {
  if (!isSimulated(ctx.config)) throw notFound();
  const order = await findOwnOrder(ctx.db, user.id, orderId);
  if (!order.providerOrderId.startsWith(SIMULATED_ORDER_PREFIX)) throw notFound(ORDER_NOT_FOUND);
  const paymentId = `pay_sim_${randomBytes(8).toString("hex")}`;
  return {
    razorpay_order_id: order.providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(checkoutSecret(ctx.config), order.providerOrderId, paymentId),
  };
}
