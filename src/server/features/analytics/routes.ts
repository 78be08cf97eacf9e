import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
