import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "~/server/context";
import type { Tx } from "~/server/db/client";
import { payments, webhookEvents } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import { grantPaidOrder } from "./grant-entitlement";
import { signaturesMatch, webhookSignature } from "./signatures";

export const WEBHOOK_SIGNATURE_MISSING = "Missing webhook signature";
export const WEBHOOK_SIGNATURE_INVALID = "Invalid webhook signature";

const paymentEntity = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64).nullish(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
});
const orderEntity = z.object({
  id: z.string().min(1).max(64),
  amount: z.number().int().optional(),
  amount_paid: z.number().int().optional(),
  currency: z.string().optional(),
});
const webhookBodySchema = z.object({
  id: z.string().min(1).max(200).optional(),
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: orderEntity }).optional(),
    })
    .default({}),
});
type WebhookBody = z.infer<typeof webhookBodySchema>;

type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export type WebhookDelivery = {
  rawBody: Buffer;
  signature: string | undefined;
  eventIdHeader: string | undefined;
};

/**
 * Razorpay's server-to-server events. The signature over the raw bytes is checked before anything
 * is parsed or written. The event id is recorded in the same transaction as its effect, so a
 * replay is a no-op and a failure part-way leaves nothing recorded for Razorpay's retry to skip.
 */
export async function handleWebhook(
  ctx: AppContext,
  webhookSecret: string,
  delivery: WebhookDelivery,
  log: Logger,
): Promise<{ duplicate: boolean }> {
  if (!delivery.signature) throw badRequest(WEBHOOK_SIGNATURE_MISSING, "x-razorpay-signature");
  const expected = webhookSignature(webhookSecret, delivery.rawBody);
  if (!signaturesMatch(expected, delivery.signature)) {
    throw badRequest(WEBHOOK_SIGNATURE_INVALID, "x-razorpay-signature");
  }
  let body: WebhookBody;
  try {
    body = webhookBodySchema.parse(JSON.parse(delivery.rawBody.toString("utf8")));
  } catch {
    throw badRequest("body: is not a webhook event", "body");
  }
  const eventId =
    delivery.eventIdHeader?.slice(0, 200) ||
    body.id ||
    `sha256:${createHash("sha256").update(delivery.rawBody).digest("hex")}`;

  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ eventId, type: body.event, receivedAt: ctx.now() })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return { duplicate: true };
    await applyEvent(tx, ctx.now(), body, log);
    return { duplicate: false };
  });
}

async function applyEvent(tx: Tx, now: Date, body: WebhookBody, log: Logger): Promise<void> {
  const payment = body.payload.payment?.entity;
  const order = body.payload.order?.entity;
  switch (body.event) {
    case "payment.captured":
    case "order.paid": {
      const orderId = order?.id ?? payment?.order_id;
      if (!orderId || !payment) {
        log.warn({ event: body.event }, "webhook without an order and payment: ignored");
        return;
      }
      const [row] = await tx.select().from(payments).where(eq(payments.providerOrderId, orderId)).limit(1);
      if (!row) {
        log.warn({ event: body.event, orderId }, "webhook for an order we never created: ignored");
        return;
      }
      const amount = order?.amount_paid ?? order?.amount ?? payment.amount;
      const currency = order?.currency ?? payment.currency;
      if ((amount !== undefined && amount !== row.amount) || (currency && currency !== row.currency)) {
        log.warn(
          { event: body.event, orderId, amount, currency, expected: row.amount },
          "webhook amount does not match the stored order: not granted",
        );
        return;
      }
      const granted = await grantPaidOrder(tx, { paymentRowId: row.id, providerPaymentId: payment.id, now });
      log.info(
        { event: body.event, orderId, alreadyGranted: granted.alreadyGranted },
        "webhook payment applied",
      );
      return;
    }
    case "payment.failed": {
      const orderId = payment?.order_id;
      if (!orderId) return;
      const reason = (payment.error_description || payment.error_reason || "Payment failed").slice(0, 500);
      // A failed attempt never undoes a paid order (a learner may retry and succeed on the same order).
      await tx
        .update(payments)
        .set({ status: "failed", failureReason: reason })
        .where(and(eq(payments.providerOrderId, orderId), ne(payments.status, "paid")));
      return;
    }
    default:
      return;
  }
}
