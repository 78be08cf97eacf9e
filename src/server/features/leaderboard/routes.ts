import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

export function leaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
