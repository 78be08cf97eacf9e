import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser } from "~/server/http/auth-guard";
import { notFound } from "~/server/http/errors";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  createOrderBodySchema,
  createOrderResponseSchema,
  entitlementResponseSchema,
  orderParamsSchema,
  orderSummarySchema,
  paymentHistoryResponseSchema,
  simulatedPayBodySchema,
  simulatedPayResponseSchema,
  subscriptionResponseSchema,
  verifyPaymentBodySchema,
  webhookResponseSchema,
} from "~/shared/contract/payments";
import { createOrder } from "./create-order";
import { findSubscription } from "./find-subscription";
import { handleWebhook } from "./handle-webhook";
import { orderSummary } from "./order-summary";
import { paymentHistory } from "./payment-history";
import { simulatePayment } from "./simulate-payment";
import { verifyPayment } from "./verify-payment";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/payments/order",
    {
      config: { rateLimit: "payment" },
      schema: {
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema, 502: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return createOrder(ctx, user, request.body.plan, request.log);
    },
  );

  r.get(
    "/api/payments/orders/:orderId",
    { schema: { params: orderParamsSchema, response: { 200: orderSummarySchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return orderSummary(ctx, user, request.params.orderId);
    },
  );

  r.post(
    "/api/payments/verify",
    {
      config: { rateLimit: "payment" },
      schema: { body: verifyPaymentBodySchema, response: { 200: entitlementResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return verifyPayment(ctx, user, request.body);
    },
  );

  r.post(
    "/api/payments/simulated/pay",
    {
      config: { rateLimit: "payment" },
      schema: { body: simulatedPayBodySchema, response: { 200: simulatedPayResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return simulatePayment(ctx, user, request.body.orderId);
    },
  );

  r.get(
    "/api/user/subscription",
    { schema: { response: { 200: subscriptionResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return findSubscription(ctx.db, user.id, ctx.now());
    },
  );

  r.get(
    "/api/payments/history",
    { schema: { response: { 200: paymentHistoryResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return paymentHistory(ctx.db, user.id);
    },
  );

  // The webhook is signed over its exact bytes, so this route alone reads JSON as a raw buffer:
  // the parser lives in an encapsulated plugin and every other route keeps Fastify's JSON parser.
  app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    webhook
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/payments/webhook",
        { schema: { response: { 200: webhookResponseSchema, ...errors } } },
        async (request) => {
          const secret = ctx.config.razorpay?.webhookSecret;
          if (!secret) throw notFound();
          const header = (name: string) => {
            const value = request.headers[name];
            return Array.isArray(value) ? value[0] : value;
          };
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const result = await handleWebhook(
            ctx,
            secret,
            {
              rawBody,
              signature: header("x-razorpay-signature"),
              eventIdHeader: header("x-razorpay-event-id"),
            },
            request.log,
          );
          return { ok: true as const, duplicate: result.duplicate };
        },
      );
  });
}
