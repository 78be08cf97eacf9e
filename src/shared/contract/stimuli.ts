import { z } from "zod";
import { EXAM_TYPES, isoDateTime, STIMULUS_KINDS } from "./common";
import { bodyObject, idField, oneOf, plainText } from "./fields";

/**
 * Shared stimuli (a passage, table or figure a set of questions shares) as the admin panel manages
 * them, and the figures' images: POST /api/admin/images, GET /api/images/{id},
 * GET/POST /api/admin/stimuli, PUT/DELETE /api/admin/stimuli/{id}.
 */

/** An upload larger than this is refused (400, field "image") before it is decoded. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored figures are at most this wide (never enlarged): sharp on a phone, light on its data plan. */
export const IMAGE_MAX_WIDTH = 1200;
/** The formats an admin may upload; every figure is stored as WebP. */
export const IMAGE_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** Where an image is served; its bytes never change for an id, so it is cached as immutable. */
export const imageUrl = (id: number) => `/api/images/${id}`;

/** POST /api/admin/images: the stored figure (the same upload twice answers the same id). */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const STIMULUS_TITLE_MAX = 200;
export const STIMULUS_BODY_MAX = 20_000;
export const IMAGE_ALT_MAX = 500;

export const adminStimulusSchema = z.object({
  id: z.number().int(),
  examType: z.enum(EXAM_TYPES),
  kind: z.enum(STIMULUS_KINDS),
  title: z.string(),
  /** the passage, or the table as Markdown pipe rows (| a | b |); may hold KaTeX math */
  body: z.string(),
  titleHi: z.string().nullable(),
  bodyHi: z.string().nullable(),
  /** a figure's image and what it shows */
  image: uploadedImageSchema.nullable(),
  imageAlt: z.string().nullable(),
  /** live questions that share it */
  questionCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type AdminStimulus = z.infer<typeof adminStimulusSchema>;
export const adminStimuliResponseSchema = z.array(adminStimulusSchema);

export const adminStimuliQuerySchema = z.object({ examType: oneOf(EXAM_TYPES).optional() });

/** What a stimulus may carry besides its exam (create and update alike) */
const stimulusFields = {
  title: plainText(STIMULUS_TITLE_MAX),
  body: plainText(STIMULUS_BODY_MAX),
  titleHi: plainText(STIMULUS_TITLE_MAX).nullable(),
  bodyHi: plainText(STIMULUS_BODY_MAX).nullable(),
  imageId: idField().nullable(),
  imageAlt: plainText(IMAGE_ALT_MAX).nullable(),
};

/**
 * A passage or table needs its body; a figure needs its image and alt text (checked by the server,
 * which names the missing field).
 */
export const createStimulusBodySchema = bodyObject({
  examType: oneOf(EXAM_TYPES),
  kind: oneOf(STIMULUS_KINDS),
  title: stimulusFields.title.default(""),
  body: stimulusFields.body.default(""),
  titleHi: stimulusFields.titleHi.optional(),
  bodyHi: stimulusFields.bodyHi.optional(),
  imageId: stimulusFields.imageId.optional(),
  imageAlt: stimulusFields.imageAlt.optional(),
});
export type CreateStimulusBody = z.input<typeof createStimulusBodySchema>;

/** Only the fields sent change; its exam stays (its questions are that exam's). */
export const updateStimulusBodySchema = bodyObject({
  kind: oneOf(STIMULUS_KINDS).optional(),
  title: stimulusFields.title.optional(),
  body: stimulusFields.body.optional(),
  titleHi: stimulusFields.titleHi.optional(),
  bodyHi: stimulusFields.bodyHi.optional(),
  imageId: stimulusFields.imageId.optional(),
  imageAlt: stimulusFields.imageAlt.optional(),
});
export type UpdateStimulusBody = z.input<typeof updateStimulusBodySchema>;
