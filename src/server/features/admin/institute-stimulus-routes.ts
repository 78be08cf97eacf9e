import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { storeUploadedImage } from "~/server/image-store/images";
import { type BankOwner, bankOf } from "~/server/institutes/bank-owner";
import { staffErrors, staffScope } from "~/server/institutes/staff-request";
import { deletedResponseSchema } from "~/shared/contract/admin";
import { instituteBankItemParamsSchema } from "~/shared/contract/institute-bank";
import { instituteParamsSchema } from "~/shared/contract/institutes";
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

const errors = staffErrors;

const BANK = "/api/institutes/:instituteId/bank";

/**
 * An institute's own passages, tables and figures, and the upload of a figure's image: the
 * admin's stimulus tools on the institute's rows (decision 0059). Registered inside the
 * institute bank's scope (institute-bank-routes.ts), whose writes drop the quiz cache.
 */
export function instituteStimulusRoutes(bank: FastifyInstance, ctx: AppContext) {
  const r = bank.withTypeProvider<ZodTypeProvider>();
  const ownerOf = async (request: FastifyRequest, instituteId: number): Promise<BankOwner> =>
    bankOf(await staffScope(ctx.db, request, instituteId));

  r.get(
    `${BANK}/stimuli`,
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        querystring: adminStimuliQuerySchema,
        response: { 200: adminStimuliResponseSchema, ...errors },
      },
    },
    async (request) =>
      listStimuli(ctx.db, request.query.examType, await ownerOf(request, request.params.instituteId)),
  );

  r.post(
    `${BANK}/stimuli`,
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        body: createStimulusBodySchema,
        response: { 201: adminStimulusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.params.instituteId);
      return reply.status(201).send(await createStimulus(ctx.db, request.body, ctx.now(), owner));
    },
  );

  r.put(
    `${BANK}/stimuli/:id`,
    {
      preValidation: userOnly,
      schema: {
        params: instituteBankItemParamsSchema,
        body: updateStimulusBodySchema,
        response: { 200: adminStimulusSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await ownerOf(request, request.params.instituteId);
      return updateStimulus(ctx.db, request.params.id, request.body, ctx.now(), owner);
    },
  );

  r.delete(
    `${BANK}/stimuli/:id`,
    {
      preValidation: userOnly,
      schema: { params: instituteBankItemParamsSchema, response: { 200: deletedResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteStimulus(ctx.db, request.params.id, await ownerOf(request, request.params.instituteId));
      return { ok: true as const, id: request.params.id };
    },
  );

  // The image is the request body itself; the caller must be the institute's staff before a byte
  // of it is read (the admin's upload is guarded the same way by its scope's onRequest hook).
  void bank.register(async (upload) => {
    acceptImageBodies(upload);
    upload.withTypeProvider<ZodTypeProvider>().post(
      `${BANK}/images`,
      {
        config: { rateLimit: "upload" },
        // a malformed id passes here and is refused by the params schema
        onRequest: async (request) => {
          const params = instituteParamsSchema.safeParse(request.params);
          await requireUser(request);
          if (params.success) await ownerOf(request, params.data.instituteId);
        },
        schema: { params: instituteParamsSchema, response: { 201: uploadedImageSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await storeUploadedImage(ctx.db, imageBytes(request.body), ctx.now())),
    );
  });
}
