import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { images } from "~/server/db/schema";
import { imageUrl, type UploadedImage } from "~/shared/contract/stimuli";
import { type PreparedImage, prepareImage } from "./prepare-image";

/**
 * Stores an uploaded figure in the database (so every instance serves it), prepared for phones.
 * The same picture uploaded twice is one row: images are keyed by the sha256 of the stored bytes.
 */
export async function storeUploadedImage(db: DbOrTx, bytes: Buffer, now: Date): Promise<UploadedImage> {
  return storePreparedImage(db, await prepareImage(bytes), now);
}

/** Stores a figure already prepared (an import checks every picture before it writes anything). */
export async function storePreparedImage(
  db: DbOrTx,
  image: PreparedImage,
  now: Date,
): Promise<UploadedImage> {
  const [inserted] = await db
    .insert(images)
    .values({ ...image, createdAt: now })
    .onConflictDoNothing({ target: images.sha256 })
    .returning({ id: images.id, width: images.width, height: images.height });
  const row =
    inserted ??
    (
      await db
        .select({ id: images.id, width: images.width, height: images.height })
        .from(images)
        .where(eq(images.sha256, image.sha256))
    )[0];
  if (!row) throw new Error("an image stored a moment ago is gone");
  return { id: row.id, url: imageUrl(row.id), width: row.width, height: row.height };
}

export type StoredImage = { data: Buffer; contentType: string; sha256: string };

/** An image's bytes to serve, or undefined when there is none with this id. */
export async function findImage(db: DbOrTx, id: number): Promise<StoredImage | undefined> {
  const [row] = await db
    .select({ data: images.data, contentType: images.contentType, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, id));
  if (!row) return undefined;
  // node-postgres answers a Buffer, PGlite a Uint8Array: reply.send wants a Buffer
  const data = Buffer.isBuffer(row.data)
    ? row.data
    : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return { data, contentType: row.contentType, sha256: row.sha256 };
}
