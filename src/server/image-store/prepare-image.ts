import { createHash } from "node:crypto";
import sharp from "sharp";
import { badRequest } from "~/server/http/errors";
import { IMAGE_MAX_BYTES, IMAGE_MAX_WIDTH } from "~/shared/contract/stimuli";

export const IMAGE_FIELD = "image";
const WEBP_QUALITY = 75;
/** A small file can still decode to a huge bitmap (a decompression bomb): refuse past this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** What sharp reports for the formats an admin may upload */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);

export type PreparedImage = {
  data: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
  sha256: string;
};

const notAnImage = () =>
  badRequest(`${IMAGE_FIELD}: is not a PNG, JPEG or WebP image that can be read`, IMAGE_FIELD);

/**
 * An uploaded figure made ready to serve to phones: decoded (what the bytes are, not what the
 * request claims), turned upright, at most IMAGE_MAX_WIDTH wide (never enlarged), stripped of its
 * metadata (camera, location), and encoded as WebP. Refused with a 400 naming the field otherwise.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length === 0) throw badRequest(`${IMAGE_FIELD}: is required (send the image file)`, IMAGE_FIELD);
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: "image/webp",
      width: info.width,
      height: info.height,
      sha256: createHash("sha256").update(data).digest("hex"),
    };
  } catch {
    throw notAnImage();
  }
}

export const tooLarge = () =>
  badRequest(
    `${IMAGE_FIELD}: is larger than ${IMAGE_MAX_BYTES / (1024 * 1024)} MB: save it smaller and upload again`,
    IMAGE_FIELD,
  );
