import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Config } from "~/server/config";
import { AppError } from "~/server/http/errors";

export const PROVIDER_TIMEOUT_MS = 10_000;
export const PROVIDER_UNAVAILABLE = "Payment provider unavailable, please try again";
export const SIMULATED_KEY_ID = "rzp_test_simulated";
export const SIMULATED_ORDER_PREFIX = "order_sim_";

const providerOrderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

export type ProviderOrderRequest = {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
};

type Logger = { warn(obj: object, msg: string): void };

/**
 * Creates the order with Razorpay's Orders API, or in embedded mode a local order id (the
 * simulated provider). Any provider failure, timeout or unexpected answer is a 502 for the learner;
 * the details go to the log only.
 */
export async function createProviderOrder(
  config: Config,
  order: ProviderOrderRequest,
  log: Logger,
): Promise<{ orderId: string; keyId: string; simulated: boolean }> {
  const razorpay = config.razorpay;
  if (!razorpay) {
    return {
      orderId: `${SIMULATED_ORDER_PREFIX}${randomBytes(8).toString("hex")}`,
      keyId: SIMULATED_KEY_ID,
      simulated: true,
    };
  }
  const auth = Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64");
  let res: Response;
  try {
    res = await fetch(`${razorpay.apiBase}/v1/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Basic ${auth}` },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    log.warn({ err: error }, "payment provider unreachable");
    throw new AppError(502, PROVIDER_UNAVAILABLE);
  }
  const text = await res.text().catch(() => "");
  if (!res.ok) {
    log.warn({ status: res.status, body: text.slice(0, 500) }, "payment provider refused the order");
    throw new AppError(502, PROVIDER_UNAVAILABLE);
  }
  let parsed: z.infer<typeof providerOrderSchema>;
  try {
    parsed = providerOrderSchema.parse(JSON.parse(text));
  } catch (error) {
    log.warn({ err: error }, "payment provider answered an unreadable order");
    throw new AppError(502, PROVIDER_UNAVAILABLE);
  }
  // The order must be for exactly what we asked; anything else is not an order we will honour.
  if (parsed.amount !== order.amount || parsed.currency !== order.currency) {
    log.warn(
      { asked: order.amount, got: parsed.amount, currency: parsed.currency },
      "payment provider answered an order for a different amount",
    );
    throw new AppError(502, PROVIDER_UNAVAILABLE);
  }
  return { orderId: parsed.id, keyId: razorpay.keyId, simulated: false };
}
