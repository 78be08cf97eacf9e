import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { badRequest } from "~/server/http/errors";
import { storeUploadedImage } from "~/server/image-store/images";
import { IMAGE_FIELD, tooLarge } from "~/server/image-store/prepare-image";
import { deletedResponseSchema } from "~/shared/contract/admin";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import {
  adminStimuliQuerySchema,
  adminStimuliResponseSchema,
  adminStimulusSchema,
  createStimulusBodySchema,
  IMAGE_MAX_BYTES,
  updateStimulusBodySchema,
  uploadedImageSchema,
} from "~/shared/contract/stimuli";
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

  // The image is the request body itself (Content-Type image/png, image/jpeg or image/webp), read
  // here as bytes whatever the type claims: the decoder decides what it is, not the header.
  void scope.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser("*", (request, payload, done) => {
      const declared = Number(request.headers["content-length"]);
      if (declared > IMAGE_MAX_BYTES) return done(tooLarge());
      const chunks: Buffer[] = [];
      let size = 0;
      let failed = false;
      payload.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (failed) return;
        if (size > IMAGE_MAX_BYTES) {
          failed = true;
          done(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      payload.on("end", () => {
        if (!failed) done(null, Buffer.concat(chunks));
      });
      payload.on("error", (error) => {
        if (!failed) done(error);
        failed = true;
      });
    });
    upload
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/admin/images",
        { config: { rateLimit: "upload" }, schema: { response: { 201: uploadedImageSchema, ...errors } } },
        async (request, reply) => {
          if (!Buffer.isBuffer(request.body)) {
            throw badRequest(`${IMAGE_FIELD}: is required (send the image file as the body)`, IMAGE_FIELD);
          }
          return reply.status(201).send(await storeUploadedImage(ctx.db, request.body, ctx.now()));
        },
      );
  });
}
