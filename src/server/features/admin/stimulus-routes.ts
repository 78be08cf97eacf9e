import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { storeUploadedImage } from "~/server/image-store/images";
import { deletedResponseSchema } from "~/shared/contract/admin";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import {
  adminStimuliQuerySchema,
  adminStimuliResponseSchema,
  adminStimulusSchema,
  createStimulusBodySchema,
  updateStimulusBodySchema,
  uploadedImageSchema,
} from "~/shared/contract/stimuli";
import { acceptImageBodies, imageBytes } from "./image-body";
import { createStimulus, deleteStimulus, listStimuli, updateStimulus } from "./stimuli";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Shared passages, tables and figures, and the upload of a figure's image. Registered inside the
 * admin scope (routes.ts), whose hook refuses anyone but an admin before a byte of the body is read.
 */
export function adminStimulusRoutes(scope: FastifyInstance, ctx: AppContext) {
  const r = scope.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/stimuli",
    {
      schema: {
        querystring: adminStimuliQuerySchema,
        response: { 200: adminStimuliResponseSchema, ...errors },
      },
    },
    (request) => listStimuli(ctx.db, request.query.examType),
  );

  r.post(
    "/api/admin/stimuli",
    { schema: { body: createStimulusBodySchema, response: { 201: adminStimulusSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createStimulus(ctx.db, request.body, ctx.now())),
  );

  r.put(
    "/api/admin/stimuli/:id",
    {
      schema: {
        params: idParamsSchema,
        body: updateStimulusBodySchema,
        response: { 200: adminStimulusSchema, ...errors },
      },
    },
    (request) => updateStimulus(ctx.db, request.params.id, request.body, ctx.now()),
  );

  r.delete(
    "/api/admin/stimuli/:id",
    { schema: { params: idParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
    async (request) => {
      await deleteStimulus(ctx.db, request.params.id);
      return { ok: true as const, id: request.params.id };
    },
  );

  // The image is the request body itself (Content-Type image/png, image/jpeg or image/webp).
  void scope.register(async (upload) => {
    acceptImageBodies(upload);
    upload
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/admin/images",
        { config: { rateLimit: "upload" }, schema: { response: { 201: uploadedImageSchema, ...errors } } },
        async (request, reply) =>
          reply.status(201).send(await storeUploadedImage(ctx.db, imageBytes(request.body), ctx.now())),
      );
  });
}
