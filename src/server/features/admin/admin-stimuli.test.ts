import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, stimuli } from "~/server/db/schema";
import { adminRequests, startAdminApp, T0 } from "~/server/test-support/admin-app";
import { takeQuiz } from "~/server/test-support/take-quiz";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { mathHtml } from "~/shared/math/math-html";

const PASSAGE = {
  examType: "jee",
  kind: "passage",
  title: "Zq-The lighthouse keeper",
  body: "A lighthouse keeper measured the beam: it turned once every $12$ seconds.\n\nShips counted the flashes.",
  titleHi: "Zq-प्रकाशस्तंभ का रक्षक",
  bodyHi: "रक्षक ने प्रकाश को मापा: वह हर $12$ सेकंड में एक बार घूमता था।",
};
const TABLE = {
  examType: "jee",
  kind: "table",
  title: "Zq-Units sold",
  body: "| Year | Units |\n|---|---:|\n| 2024 | 120 |\n| 2025 | 150 |",
};

describe("admin API: shared passages, tables and figures", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;
  let image: { id: number; url: string; width: number; height: number };

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "orange" } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/images",
      payload: png,
      headers: { "content-type": "image/png", cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    image = res.json();
  });
  afterAll(() => t.close());

  const { send, expect400, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));

  async function newStimulus(body: Record<string, unknown>) {
    const res = await send("POST", "/api/admin/stimuli", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; kind: string; questionCount: number };
  }

  it("creates a passage, a table and a figure, and lists them with their question counts", async () => {
    const passage = await newStimulus(PASSAGE);
    expect(passage).toMatchObject({
      ...PASSAGE,
      image: null,
      imageAlt: null,
      questionCount: 0,
      updatedAt: T0,
    });
    const table = await newStimulus(TABLE);
    const figure = await newStimulus({
      examType: "jee",
      kind: "figure",
      title: "Zq-A block on an incline",
      imageId: image.id,
      imageAlt: "A block resting on a slope of 30 degrees",
    });
    expect(figure).toMatchObject({
      image: { id: image.id, url: `/api/images/${image.id}`, width: 640, height: 480 },
      imageAlt: "A block resting on a slope of 30 degrees",
    });
    const listed = (await send("GET", "/api/admin/stimuli?examType=jee")).json() as { id: number }[];
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([passage.id, table.id, figure.id]));
    expect((await send("GET", "/api/admin/stimuli?examType=upsc")).json()).toEqual([]);
  });

  it("names the field for what each kind needs", async () => {
    const figure = { examType: "jee", kind: "figure", title: "Zq-figure" };
    expect(await expect400("POST", "/api/admin/stimuli", figure, "imageId")).toMatch(/upload the image/);
    expect(
      await expect400("POST", "/api/admin/stimuli", { ...figure, imageId: image.id }, "imageAlt"),
    ).toMatch(/describe what it shows/);
    await expect400(
      "POST",
      "/api/admin/stimuli",
      { ...figure, imageId: 999_999, imageAlt: "Something" },
      "imageId",
    );
    await expect400("POST", "/api/admin/stimuli", { ...PASSAGE, body: "   " }, "body");
    await expect400("POST", "/api/admin/stimuli", { ...PASSAGE, imageId: image.id }, "imageId");
    expect(
      await expect400("POST", "/api/admin/stimuli", { ...TABLE, body: "Year 2024: 120 units" }, "body"),
    ).toMatch(/pipe rows/);
    await expect400("POST", "/api/admin/stimuli", { ...PASSAGE, kind: "poem" }, "kind");
    await expect400("POST", "/api/admin/stimuli", { ...PASSAGE, examType: "cat" }, "examType");
    await expect400("POST", "/api/admin/stimuli", { ...PASSAGE, colour: "blue" }, "body");
  });

  it("edits only the fields sent, and keeps a figure's alt text required", async () => {
    const passage = await newStimulus(PASSAGE);
    const res = await send("PUT", `/api/admin/stimuli/${passage.id}`, { title: "Zq-Renamed", bodyHi: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Zq-Renamed", body: PASSAGE.body, bodyHi: null });

    const figure = await newStimulus({
      examType: "jee",
      kind: "figure",
      imageId: image.id,
      imageAlt: "A circuit with two resistors",
    });
    await expect400("PUT", `/api/admin/stimuli/${figure.id}`, { imageAlt: "" }, "imageAlt");
    expect((await send("PUT", "/api/admin/stimuli/999999", { title: "x" })).statusCode).toBe(404);
  });

  it("attaches questions of its exam to a stimulus, and refuses one of another exam", async () => {
    const quiz = await newQuiz();
    const passage = await newStimulus(PASSAGE);
    const question = await newQuestion(quiz.id, { stimulusId: passage.id });
    expect(question).toMatchObject({ stimulusId: passage.id });
    const [row] = await t.ctx.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row?.stimulusId).toBe(passage.id);

    const upsc = await newStimulus({ ...PASSAGE, examType: "upsc" });
    await expect400(
      "POST",
      "/api/admin/questions",
      {
        question: "Zq-Which exam?",
        options: ["a", "b", "c", "d"],
        correctAnswer: 0,
        quizId: quiz.id,
        stimulusId: upsc.id,
      },
      "stimulusId",
    );
    await expect400("PUT", `/api/admin/questions/${question.id}`, { stimulusId: 999_999 }, "stimulusId");

    const detached = await send("PUT", `/api/admin/questions/${question.id}`, { stimulusId: null });
    expect(detached.json()).toMatchObject({ stimulusId: null });
  });

  it("deletes a stimulus only once no live question shares it", async () => {
    const quiz = await newQuiz();
    const table = await newStimulus(TABLE);
    const question = await newQuestion(quiz.id, { stimulusId: table.id });
    const refused = await send("DELETE", `/api/admin/stimuli/${table.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("1 question shares this table: detach it first");

    await send("PUT", `/api/admin/questions/${question.id}`, { stimulusId: null });
    const deleted = await send("DELETE", `/api/admin/stimuli/${table.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.ctx.db.select().from(stimuli).where(eq(stimuli.id, table.id))).toEqual([]);
    expect((await send("DELETE", `/api/admin/stimuli/${table.id}`)).statusCode).toBe(404);
  });

  it("serves a quiz's stimuli with its questions, never a key, and shows them in the result review", async () => {
    const quiz = await newQuiz({ title: "Zq-Reading set" });
    const passage = await newStimulus(PASSAGE);
    const figure = await newStimulus({
      examType: "jee",
      kind: "figure",
      title: "Zq-Pulley",
      titleHi: "Zq-घिरनी",
      imageId: image.id,
      imageAlt: "Two masses hang over a pulley",
    });
    const q1 = await newQuestion(quiz.id, { stimulusId: passage.id });
    const q2 = await newQuestion(quiz.id, { stimulusId: passage.id });
    const q3 = await newQuestion(quiz.id, { stimulusId: figure.id });
    const alone = await newQuestion(quiz.id);
    expect((await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true })).statusCode).toBe(200);

    const res = await t.app.inject({ method: "GET", url: `/api/quiz/${quiz.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.stimuli).toEqual([
      {
        id: passage.id,
        kind: "passage",
        title: PASSAGE.title,
        body: PASSAGE.body,
        hi: { title: PASSAGE.titleHi, body: PASSAGE.bodyHi },
        html: {
          body: [
            {
              kind: "text",
              paragraphs: [
                mathHtml("A lighthouse keeper measured the beam: it turned once every $12$ seconds."),
                "Ships counted the flashes.",
              ],
            },
          ],
          hi: [{ kind: "text", paragraphs: [mathHtml(PASSAGE.bodyHi)] }],
        },
        image: null,
      },
      {
        id: figure.id,
        kind: "figure",
        title: "Zq-Pulley",
        body: "",
        hi: { title: "Zq-घिरनी", body: "" },
        html: { body: [], hi: [] },
        image: { url: image.url, alt: "Two masses hang over a pulley", width: 640, height: 480 },
      },
    ]);
    expect(
      detail.questions.map((q: { id: number; stimulusId: number | null }) => [q.id, q.stimulusId]),
    ).toEqual([
      [q1.id, passage.id],
      [q2.id, passage.id],
      [q3.id, figure.id],
      [alone.id, null],
    ]);
    expect(res.body).not.toMatch(/correctIndex|correctAnswer|explanation|Because two/i);

    // the figure itself loads for a signed-out learner
    expect((await t.app.inject({ method: "GET", url: image.url })).statusCode).toBe(200);

    const result = await takeQuiz(t, {
      userId: learner.user.id,
      quizId: quiz.id,
      results: "cwsc",
      submittedAt: new Date(new Date(T0).getTime() + 10 * 60_000),
    });
    expect(result.stimuli?.map((s) => s.id)).toEqual([passage.id, figure.id]);
    expect(result.review.map((r) => r.stimulusId)).toEqual([passage.id, passage.id, figure.id, null]);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/attempts/${result.attemptId}`,
      headers: { cookie: learner.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().stimuli).toEqual(detail.stimuli);
  });

  it("a quiz without shared stimuli answers an empty list", async () => {
    const quiz = await newQuiz();
    await newQuestion(quiz.id);
    await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
    const detail = (await t.app.inject({ method: "GET", url: `/api/quiz/${quiz.id}` })).json();
    expect(detail.stimuli).toEqual([]);
  });
});
