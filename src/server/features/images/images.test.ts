import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "~/server/app";
import { images } from "~/server/db/schema";
import { startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { IMAGE_MAX_BYTES, IMAGE_MAX_WIDTH } from "~/shared/contract/stimuli";

/** A real PNG: a 2400 x 1200 gradient with a red square, and a camera note in its metadata. */
async function bigPng(): Promise<Buffer> {
  const width = 2400;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inSquare = x > 200 && x < 600 && y > 200 && y < 600;
      pixels[i] = inSquare ? 220 : Math.round((x / width) * 255);
      pixels[i + 1] = inSquare ? 20 : Math.round((y / height) * 255);
      pixels[i + 2] = inSquare ? 20 : 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .withExifMerge({ IFD0: { Copyright: "Zq-camera owner", Make: "Zq-camera" } })
    .toBuffer();
}

describe("figures: upload (admins) and serving (everyone)", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let png: Buffer;

  beforeAll(async () => {
    ({ t, admin, learner } = await startAdminApp());
    png = await bigPng();
  });
  afterAll(() => t.close());

  const upload = (body: Buffer | string, contentType: string, who: SignedIn | null = admin) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/images",
      payload: body,
      headers: { "content-type": contentType, ...(who ? { cookie: who.cookie } : {}) },
    });

  it("stores an uploaded PNG as WebP at most 1200 px wide, without its metadata, and serves it", async () => {
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(png, "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), url: `/api/images/${body.id}`, width: 1200, height: 600 });

    const [row] = await t.ctx.db.select().from(images).where(eq(images.id, body.id));
    expect(row).toMatchObject({ contentType: "image/webp", width: IMAGE_MAX_WIDTH, height: 600 });
    const stored = await sharp(Buffer.from(row!.data)).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1200, height: 600 });
    expect(stored.exif).toBeUndefined();
    expect(row!.data.byteLength).toBeLessThan(png.length);

    // anyone may load it (signed out too): the questions it belongs to are public while taking
    const served = await t.app.inject({ method: "GET", url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers.etag).toBe(`"${row!.sha256}"`);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    expect(served.rawPayload.equals(Buffer.from(row!.data))).toBe(true);
    // the red square is still where it was, at half the size
    const { data } = await sharp(served.rawPayload)
      .extract({ left: 200, top: 200, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[1]).toBeLessThan(60);

    const again = await t.app.inject({
      method: "GET",
      url: body.url,
      headers: { "if-none-match": served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("never enlarges a small image, and the same upload twice is one image", async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const first = await upload(small, "image/jpeg");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ width: 300, height: 200 });
    const second = await upload(small, "image/jpeg");
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.ctx.db.select({ id: images.id }).from(images).where(eq(images.id, first.json().id));
    expect(rows).toHaveLength(1);
  });

  it("refuses what is not an image, whatever the header says, naming the field", async () => {
    for (const [bytes, type] of [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/png"],
      [Buffer.from("just some text, not a picture"), "text/plain"],
      [png.subarray(0, 500), "image/png"],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: "image: is not a PNG, JPEG or WebP image that can be read",
        field: "image",
      });
    }
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "white" } })
      .gif()
      .toBuffer();
    const res = await upload(gif, "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("image");

    const empty = await upload(Buffer.alloc(0), "image/png");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe("image");
  });

  it("refuses an upload over 5 MB with a 400 naming the field", async () => {
    const huge = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload(huge, "image/png");
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: "image: is larger than 5 MB: save it smaller and upload again",
      field: "image",
    });
  });

  it("lets only admins upload", async () => {
    expect((await upload(png, "image/png", null)).statusCode).toBe(401);
    expect((await upload(png, "image/png", learner)).statusCode).toBe(403);
  });

  it("answers 404 for an image that does not exist", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/images/987654" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Image Not Found" });
  });

  it("a second app instance on the same database serves an image the first one stored", async () => {
    const tile = await sharp({ create: { width: 64, height: 48, channels: 3, background: "green" } })
      .webp()
      .toBuffer();
    const stored = (await upload(tile, "image/webp")).json() as { id: number; url: string };
    const other = await buildApp({ ...t.ctx }, { serveClient: false, logger: false });
    try {
      const res = await other.inject({ method: "GET", url: stored.url });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 64, height: 48 });
    } finally {
      await other.close();
    }
  });
});
