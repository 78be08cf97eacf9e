import type { FastifyInstance } from "fastify";
import { badRequest } from "~/server/http/errors";
import { IMAGE_FIELD, tooLarge } from "~/server/image-store/prepare-image";
import { IMAGE_MAX_BYTES } from "~/shared/contract/stimuli";

/**
 * Makes every route of `scope` take its body as raw bytes, at most IMAGE_MAX_BYTES, whatever the
 * Content-Type claims: the image decoder decides what an upload is, not the header. A body over the
 * limit is refused as it streams in (413), before it is all read.
 */
export function acceptImageBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (request, payload, done) => {
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
}

/** The uploaded bytes, or a 400 naming the field when the request carried none. */
export function imageBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) {
    throw badRequest(`${IMAGE_FIELD}: is required (send the image file as the body)`, IMAGE_FIELD);
  }
  return body;
}
