import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, stimuli } from "~/server/db/schema";
import { insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

/**
 * An institute's own passages, tables and figures (decision 0059): its staff make them with the
 * admin's tools under the institute's bank, its questions use them, and no other bank lists,
 * edits or attaches them; the site's passages stay usable by the institute's questions.
 */
describe("an institute's passages, tables and figures", () => {
  let t: TestApp;
  let admin: SignedIn;
  let teacher: SignedIn;
  let otherOwner: SignedIn;
  let learner: SignedIn;
  let instituteId = 0;
  let otherInstitute = 0;
  let paperId = 0;
  const tag = randomBytes(3).toString("hex");
  const email = (name: string) => `zq-stim-${name}-${tag}@example.com`;
  const PASSAGE = {
    examType: "jee",
    kind: "passage",
    title: `Zq Institute passage ${tag}`,
    body: "A cart of mass $2$ kg moves at $3$ m/s on a smooth track.",
    titleHi: `Zq संस्थान का अनुच्छेद ${tag}`,
    bodyHi: "$2$ kg द्रव्यमान की एक गाड़ी चिकनी पटरी पर $3$ m/s से चलती है।",
  };

  const send = (as: SignedIn | undefined, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: as ? { cookie: as.cookie } : {},
    });
  const ok = async (as: SignedIn, method: string, url: string, payload?: unknown, status = 200) => {
    const res = await send(as, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  const bank = (path: string, id = instituteId) => `/api/institutes/${id}/bank${path}`;
  const upload = (as: SignedIn | undefined, url: string, bytes: Buffer) =>
    t.app.inject({
      method: "POST",
      url,
      payload: bytes,
      headers: { "content-type": "image/png", ...(as ? { cookie: as.cookie } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: email("admin") });
    const made = async (name: string) =>
      (
        await ok(admin, "POST", "/api/admin/institutes", {
          name: `Zq Stim ${name} ${tag}`,
          ownerEmail: email(`owner-${name}`),
        })
      ).id as number;
    instituteId = await made("A");
    otherInstitute = await made("B");
    const owner = await signIn(t.app, { email: email("owner-A") });
    otherOwner = await signIn(t.app, { email: email("owner-B") });
    await ok(owner, "POST", `/api/institutes/${instituteId}/invitations`, { email: email("teacher") });
    teacher = await signIn(t.app, { email: email("teacher") });
    learner = await signIn(t.app, { email: email("learner") });
    const [category] = await t.ctx.db
      .insert(categories)
      .values({ name: `Zq Stim papers ${tag}`, examType: "jee" })
      .returning({ id: categories.id });
    paperId = (
      await ok(
        teacher,
        "POST",
        bank("/quizzes"),
        { title: `Zq Stim paper ${tag}`, categoryId: category!.id },
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  it("a teacher makes a passage; it is the institute's row, listed in its bank and nowhere else", async () => {
    const made = await ok(teacher, "POST", bank("/stimuli"), PASSAGE, 201);
    expect(made).toMatchObject({ ...PASSAGE, questionCount: 0, image: null });
    const [row] = await t.ctx.db.select().from(stimuli).where(eq(stimuli.id, made.id));
    expect(row?.instituteId).toBe(instituteId);

    const own = (await ok(teacher, "GET", bank("/stimuli?examType=jee"))) as { title: string }[];
    expect(own.map((s) => s.title)).toEqual([PASSAGE.title]);
    const siteList = await ok(admin, "GET", "/api/admin/stimuli");
    expect(JSON.stringify(siteList)).not.toContain(PASSAGE.title);
    const others = await ok(otherOwner, "GET", bank("/stimuli", otherInstitute));
    expect(others).toEqual([]);
    for (const outsider of [otherOwner, learner]) {
      const res = await send(outsider, "GET", bank("/stimuli"));
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(PASSAGE.title);
    }
    expect((await send(undefined, "GET", bank("/stimuli"))).statusCode).toBe(401);
  });

  it("its question uses it; the site's bank and another institute cannot attach, edit or delete it", async () => {
    const [passage] = (await ok(teacher, "GET", bank("/stimuli"))) as { id: number }[];
    const question = await ok(
      teacher,
      "POST",
      bank("/questions"),
      {
        quizId: paperId,
        question: `Zq What is the cart's momentum in kg m/s? ${tag}`,
        options: ["3", "5", "6", "9"],
        correctAnswer: 2,
        explanation: "$p = mv = 6$",
        stimulusId: passage!.id,
      },
      201,
    );
    expect(question.stimulusId).toBe(passage!.id);
    const listed = (await ok(teacher, "GET", bank("/stimuli"))) as { questionCount: number }[];
    expect(listed[0]?.questionCount).toBe(1);

    // another bank's passage is as unknown as a missing one
    const other = await send(otherOwner, "PUT", bank(`/stimuli/${passage!.id}`, otherInstitute), {
      title: "Zq taken",
    });
    expect(other.statusCode).toBe(404);
    const gone = await send(otherOwner, "DELETE", bank(`/stimuli/${passage!.id}`, otherInstitute));
    expect(gone.statusCode).toBe(404);
    const siteEdit = await send(admin, "PUT", `/api/admin/stimuli/${passage!.id}`, { title: "Zq taken" });
    expect(siteEdit.statusCode).toBe(404);
    const siteDelete = await send(admin, "DELETE", `/api/admin/stimuli/${passage!.id}`);
    expect(siteDelete.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(stimuli).where(eq(stimuli.id, passage!.id));
    expect(row?.title).toBe(PASSAGE.title);

    // in use: the teacher must detach its question first; then edits and deletes go through
    const inUse = await send(teacher, "DELETE", bank(`/stimuli/${passage!.id}`));
    expect(inUse.statusCode).toBe(409);
    const renamed = await ok(teacher, "PUT", bank(`/stimuli/${passage!.id}`), { title: `Zq Renamed ${tag}` });
    expect(renamed.title).toBe(`Zq Renamed ${tag}`);
    await ok(teacher, "PUT", bank(`/questions/${question.id}`), { stimulusId: null });
    await ok(teacher, "DELETE", bank(`/stimuli/${passage!.id}`));
    expect(await t.ctx.db.select().from(stimuli).where(eq(stimuli.id, passage!.id))).toEqual([]);
  });

  it("uploads a figure's image as staff only, and makes a figure of it", async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "teal" } })
      .png()
      .toBuffer();
    expect((await upload(undefined, bank("/images"), png)).statusCode).toBe(401);
    expect((await upload(learner, bank("/images"), png)).statusCode).toBe(404);
    expect((await upload(otherOwner, bank("/images"), png)).statusCode).toBe(404);
    const notImage = await upload(teacher, bank("/images"), Buffer.from("zq not a picture"));
    expect(notImage.statusCode).toBe(400);

    const stored = await upload(teacher, bank("/images"), png);
    expect(stored.statusCode, stored.body).toBe(201);
    const image = stored.json() as { id: number; width: number; url: string };
    expect(image.width).toBe(320);
    const missingAlt = await send(teacher, "POST", bank("/stimuli"), {
      examType: "jee",
      kind: "figure",
      title: `Zq Figure ${tag}`,
      imageId: image.id,
    });
    expect(missingAlt.statusCode).toBe(400);
    expect(missingAlt.json().message).toMatch(/^imageAlt:/);
    const figure = await ok(
      teacher,
      "POST",
      bank("/stimuli"),
      {
        examType: "jee",
        kind: "figure",
        title: `Zq Figure ${tag}`,
        imageId: image.id,
        imageAlt: "A teal block",
      },
      201,
    );
    expect(figure.image).toMatchObject({ id: image.id, width: 320, height: 200 });
    const served = await t.app.inject({ method: "GET", url: image.url });
    expect(served.statusCode).toBe(200);
  });

  it("answers a bad body with a 400 naming the field", async () => {
    const res = await send(teacher, "POST", bank("/stimuli"), { ...PASSAGE, kind: "poem" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/kind/);
    const table = await send(teacher, "POST", bank("/stimuli"), {
      ...PASSAGE,
      kind: "table",
      body: "no pipes",
    });
    expect(table.statusCode).toBe(400);
    expect(table.json().message).toMatch(/^body:/);
  });
});
