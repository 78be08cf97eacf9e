import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export function examRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
