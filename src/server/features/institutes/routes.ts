import type { FastifyInstance } from "fastify";
import type { AppContext } from "~/server/context";
import { adminInstituteRoutes } from "./admin-routes";
import { learnerBatchRoutes } from "./learner-routes";
import { staffRoutes } from "./staff-routes";

/** Institutes (product.md section 16): the site admin's, the staff's and the learner's routes. */
export function instituteRoutes(app: FastifyInstance, ctx: AppContext) {
  adminInstituteRoutes(app, ctx);
  staffRoutes(app, ctx);
  learnerBatchRoutes(app, ctx);
}
