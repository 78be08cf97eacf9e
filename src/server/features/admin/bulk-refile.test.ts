import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveTests, questions, quizQuestions } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { bulkQuestionsResponseSchema } from "~/shared/contract/admin";

/** A name no seeded record shares, for this run's papers. */
const RUN = `Zq${randomUUID().slice(0, 8)}`;
const SECTIONS = [{ name: "Physics" }, { name: "Chemistry" }];

describe("bulk edits refuse or report what they cannot do cleanly", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));
  const bulk = async (body: Record<string, unknown>) => {
    const res = await send("POST", "/api/admin/questions/bulk", body);
    expect(res.statusCode, res.body).toBe(200);
    return bulkQuestionsResponseSchema.parse(res.json());
  };
  const refused = async (
    method: "POST" | "PUT",
    url: string,
    body: object,
    status: number,
    field: string,
  ) => {
    const res = await send(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().field, res.body).toBe(field);
    return res.json().message as string;
  };
  /** "question:paper:section" for every link of the questions. */
  const linksOf = async (ids: number[]) =>
    (
      await t.ctx.db
        .select({ q: quizQuestions.questionId, p: quizQuestions.quizId, s: quizQuestions.section })
        .from(quizQuestions)
        .where(inArray(quizQuestions.questionId, ids))
    )
      .map((l) => `${l.q}:${l.p}:${l.s}`)
      .sort();
  const subjectsOf = async (ids: number[]) =>
    (await t.ctx.db.select().from(questions).where(inArray(questions.id, ids)))
      .sort((a, b) => a.id - b.id)
      .map((r) => r.subject);

  it("adds or moves no second copy into a paper, and lists the questions already there", async () => {
    const from = await newQuiz({ title: `${RUN} Twice from` });
    const to = await newQuiz({ title: `${RUN} Twice to` });
    const a = await newQuestion(from.id, { question: `${RUN} twice one?` });
    const b = await newQuestion(to.id, { question: `${RUN} twice two?` });
    await send("POST", "/api/admin/questions/bulk", { ids: [b.id], action: "add", quizId: from.id });

    expect(await bulk({ ids: [a.id, b.id], action: "add", quizId: to.id })).toEqual({
      action: "add",
      count: 2,
      changed: 1,
      alreadyInPaper: [b.id],
    });
    expect(await bulk({ ids: [a.id, b.id], action: "move", quizId: to.id, fromQuizIds: [from.id] })).toEqual({
      action: "move",
      count: 2,
      changed: 2,
      alreadyInPaper: [a.id, b.id],
    });
    expect(await linksOf([a.id, b.id])).toEqual([`${a.id}:${to.id}:null`, `${b.id}:${to.id}:null`].sort());
  });

  it("re-files a question whose subject changes into the matching section of each paper, or refuses naming the paper", async () => {
    const sectioned = await newQuiz({ title: `${RUN} Sectioned`, sections: SECTIONS });
    const plain = await newQuiz({ title: `${RUN} Plain` });
    const a = await newQuestion(sectioned.id, { question: `${RUN} refile one?`, subject: "Physics" });
    const b = await newQuestion(sectioned.id, { question: `${RUN} refile two?`, subject: "Physics" });
    await bulk({ ids: [a.id], action: "add", quizId: plain.id });
    expect(await linksOf([a.id, b.id])).toEqual(
      [
        `${a.id}:${sectioned.id}:Physics`,
        `${a.id}:${plain.id}:null`,
        `${b.id}:${sectioned.id}:Physics`,
      ].sort(),
    );

    // bulk set-topic with a subject
    expect(
      (await bulk({ ids: [a.id, b.id], action: "set-topic", subject: "Chemistry", topic: "Moles" })).changed,
    ).toBe(2);
    expect(await linksOf([a.id, b.id])).toEqual(
      [
        `${a.id}:${sectioned.id}:Chemistry`,
        `${a.id}:${plain.id}:null`,
        `${b.id}:${sectioned.id}:Chemistry`,
      ].sort(),
    );

    // no section takes the subject: refused naming the paper, nothing written
    const body = { ids: [a.id, b.id], action: "set-topic", subject: `${RUN} Music`, topic: "Ragas" };
    expect(await refused("POST", "/api/admin/questions/bulk", body, 400, "subject")).toBe(
      `subject: no section of paper "${RUN} Sectioned" (${sectioned.id}) takes the subject "${RUN} Music"`,
    );
    expect(await subjectsOf([a.id, b.id])).toEqual(["Chemistry", "Chemistry"]);

    // the question form does the same
    const put = await send("PUT", `/api/admin/questions/${a.id}`, { subject: "Physics" });
    expect(put.statusCode, put.body).toBe(200);
    expect(await linksOf([a.id])).toEqual(
      [`${a.id}:${sectioned.id}:Physics`, `${a.id}:${plain.id}:null`].sort(),
    );
    expect(
      await refused("PUT", `/api/admin/questions/${a.id}`, { subject: `${RUN} Music` }, 400, "subject"),
    ).toBe(
      `subject: no section of paper "${RUN} Sectioned" (${sectioned.id}) takes the subject "${RUN} Music"`,
    );
    expect(await subjectsOf([a.id])).toEqual(["Physics"]);
  });

  it("refuses re-filing a question of a paper held for a live test", async () => {
    const sectioned = await newQuiz({ title: `${RUN} Held`, sections: SECTIONS });
    const a = await newQuestion(sectioned.id, { question: `${RUN} held one?`, subject: "Physics" });
    const now = t.clock.now;
    await t.ctx.db.insert(liveTests).values({
      quizId: sectioned.id,
      startsAt: new Date(now.getTime() + 3_600_000),
      endsAt: new Date(now.getTime() + 7_200_000),
    });
    const body = { ids: [a.id], action: "set-topic", subject: "Chemistry", topic: "Moles" };
    expect(await refused("POST", "/api/admin/questions/bulk", body, 409, "ids")).toBe(
      `ids: questions ${a.id} are in a paper held for a live test; change them after it ends`,
    );
    expect(
      await refused("PUT", `/api/admin/questions/${a.id}`, { subject: "Chemistry" }, 409, "ids"),
    ).toMatch(/held for a live test/);
    expect(await subjectsOf([a.id])).toEqual(["Physics"]);
    expect(await linksOf([a.id])).toEqual([`${a.id}:${sectioned.id}:Physics`]);
  });
});
