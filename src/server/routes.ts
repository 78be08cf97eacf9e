import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";

/**
 * Every feature's routes, registered explicitly so the wiring can be read in one place.
 * Features add their line here.
 */
export function featureRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
