import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export function bookmarkRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
