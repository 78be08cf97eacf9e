import type { FastifyInstance, onRequestHookHandler } from "fastify";
import type { AppContext } from "~/server/context";
import { AppError } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** answered 503 with Retry-After while the embedded database's queue is past its bound */
    deferUnderLoad?: boolean;
  }
}

export const DEFERRED_MESSAGE = "The server is busy. Your answers are kept; they will be sent again shortly.";

/** Seconds a deferred request is asked to wait; the exam hall adds up to a second of its own. */
export const DEFER_SECONDS = 2;

/**
 * Admission control on the embedded database (decision 0058): a route marked `deferUnderLoad` (the
 * answer-sheet save, which the exam hall keeps on the device and sends again) is answered 503 with
 * Retry-After while more than `config.databaseQueueLimit` database calls wait behind the running one,
 * so a crowd's saves cannot queue for longer than a client waits. Starts and submits are never
 * deferred: a submit is judged by its arrival, and the hall sends it once at the deadline. On
 * PostgreSQL (no queue to read) and with a limit of 0, nothing is deferred.
 */
export function registerAdmission(app: FastifyInstance, ctx: AppContext) {
  const waitingWork = ctx.database.waitingWork;
  const limit = ctx.config.databaseQueueLimit;
  if (!waitingWork || limit <= 0) return;
  const deferWhenBusy: onRequestHookHandler = async (_request, reply) => {
    if (waitingWork() <= limit) return;
    reply.header("retry-after", String(DEFER_SECONDS));
    throw new AppError(503, DEFERRED_MESSAGE);
  };
  app.addHook("onRoute", (route) => {
    if (!route.config?.deferUnderLoad) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [deferWhenBusy, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
