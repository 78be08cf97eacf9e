import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
