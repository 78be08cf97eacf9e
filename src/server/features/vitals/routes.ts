import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { badRequest } from "~/server/http/errors";
import { errorResponseSchema } from "~/shared/contract/common";
import { VITALS_BODY_LIMIT, vitalsBeaconSchema, vitalsStoredResponseSchema } from "~/shared/contract/vitals";
import { storeVitals } from "./store-vitals";

/**
 * POST /api/vitals: the web vitals of a real session, open to everyone (no session is read),
 * rate limited per client and capped at VITALS_BODY_LIMIT bytes. navigator.sendBeacon sends a
 * string as text/plain (a JSON content type would need a CORS preflight a beacon cannot make), so
 * in this scope text/plain is read as JSON too. The admin report is in the admin scope (admin-vitals-routes.ts).
 */
export function vitalsRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser("text/plain");
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(badRequest("body: is not valid JSON", "body"));
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/vitals",
      {
        bodyLimit: VITALS_BODY_LIMIT,
        config: { rateLimit: "vitals" },
        schema: {
          body: vitalsBeaconSchema,
          response: {
            201: vitalsStoredResponseSchema,
            400: errorResponseSchema,
            413: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ stored: await storeVitals(ctx.db, request.body, ctx.now()) }),
    );
  });
}
