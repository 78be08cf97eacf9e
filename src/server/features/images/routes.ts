import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { AppContext } from "~/server/context";
import { notFound } from "~/server/http/errors";
import { findImage } from "~/server/image-store/images";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";

/**
 * GET /api/images/{id}: a figure, public like the questions it belongs to. An id's bytes never
 * change (a new upload is a new id), so browsers and the service worker may keep it for a year.
 */
export function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  // bytes, not JSON: the route is typed by hand (a Buffer is sent as it is, never serialised)
  app.get<{ Params: z.output<typeof idParamsSchema> }>(
    "/api/images/:id",
    { schema: { params: idParamsSchema, response: { 404: errorResponseSchema } } },
    async (request, reply) => {
      const image = await findImage(ctx.db, request.params.id);
      if (!image) throw notFound("Image Not Found");
      const etag = `"${image.sha256}"`;
      reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", etag)
        .type(image.contentType);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.send(image.data);
    },
  );
}
