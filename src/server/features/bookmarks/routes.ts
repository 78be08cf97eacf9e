import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import {
  bookmarksResponseSchema,
  bookmarkToggleResponseSchema,
  questionIdParamsSchema,
} from "~/shared/contract/bookmarks";
import { errorResponseSchema } from "~/shared/contract/common";
import { listBookmarks } from "./list-bookmarks";
import { toggleBookmark } from "./toggle-bookmark";

export function bookmarkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/bookmark/:questionId",
    {
      preValidation: userOnly,
      schema: {
        params: questionIdParamsSchema,
        response: {
          200: bookmarkToggleResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toggleBookmark(ctx.db, {
        userId: user.id,
        questionId: request.params.questionId,
        now: ctx.now(),
      });
    },
  );

  r.get(
    "/api/user/bookmarks",
    {
      preValidation: userOnly,
      schema: { response: { 200: bookmarksResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return listBookmarks(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );
}
