import type { AppContext } from "~/server/context";
import { badRequest } from "~/server/http/errors";
import type { AuthUser } from "~/shared/contract/auth";
import type { EntitlementResponse, VerifyPaymentBody } from "~/shared/contract/payments";
import { findOwnOrder } from "./find-order";
import { grantPaidOrder } from "./grant-entitlement";
import { checkoutSecret, paymentSignature, signaturesMatch } from "./signatures";

export const SIGNATURE_MISMATCH = "Payment verification failed: the signature does not match this order";

/**
 * Checks Checkout's signature against the order we stored (not whatever the client names), then
 * marks it paid and grants the plan in one transaction. Verifying the same payment again answers
 * the entitlement it already granted.
 */
export async function verifyPayment(
  ctx: AppContext,
  user: AuthUser,
  body: VerifyPaymentBody,
): Promise<EntitlementResponse> {
  const order = await findOwnOrder(ctx.db, user.id, body.razorpay_order_id);
  const expected = paymentSignature(
    checkoutSecret(ctx.config),
    order.providerOrderId,
    body.razorpay_payment_id,
  );
  if (!signaturesMatch(expected, body.razorpay_signature)) {
    throw badRequest(SIGNATURE_MISMATCH, "razorpay_signature");
  }
  const granted = await ctx.db.transaction((tx) =>
    grantPaidOrder(tx, {
      paymentRowId: order.id,
      providerPaymentId: body.razorpay_payment_id,
      now: ctx.now(),
    }),
  );
  return { plan: granted.plan, status: "active", expiresAt: granted.expiresAt.toISOString() };
}
