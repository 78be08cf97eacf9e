import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, liveTests, questions, quizQuestions } from "~/server/db/schema";
import { upsertUser } from "~/server/features/auth/users";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import {
  PLANNED_LEARNERS,
  PLANNED_NUMERICAL,
  PLANNED_QUESTIONS,
  plannedChoice,
  plannedNumber,
} from "~/server/test-support/item-analysis-plan";
import { takeQuiz } from "~/server/test-support/take-quiz";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { adminQuestionsResponseSchema, bulkQuestionsResponseSchema } from "~/shared/contract/admin";
import { itemAnalysisResponseSchema } from "~/shared/contract/item-analysis";

/** A name no seeded record shares, for this run's questions. */
const RUN = `Zq${randomUUID().slice(0, 8)}`;

describe("the bank's filters and bulk edits", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;
  let upscCategoryId: number;

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
    const upsc = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      payload: { name: `${RUN} UPSC`, examType: "upsc" },
      headers: { cookie: admin.cookie },
    });
    upscCategoryId = upsc.json().id;
  });
  afterAll(() => t.close());

  const { send, expect400, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));

  const list = async (query: string) => {
    const res = await send("GET", `/api/admin/questions?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminQuestionsResponseSchema.parse(res.json());
  };
  const bulk = async (body: Record<string, unknown>) => {
    const res = await send("POST", "/api/admin/questions/bulk", body);
    expect(res.statusCode, res.body).toBe(200);
    return bulkQuestionsResponseSchema.parse(res.json());
  };
  const refused = async (body: Record<string, unknown>, status: number, field: string) => {
    const res = await send("POST", "/api/admin/questions/bulk", body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().field, res.body).toBe(field);
    return res.json().message as string;
  };
  const learnerTexts = async (quizId: number) => {
    const res = await send("GET", `/api/quiz/${quizId}`, undefined, learner);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().questions as { question: string }[]).map((q) => q.question);
  };
  const linksOf = async (ids: number[]) =>
    (
      await t.ctx.db
        .select({ questionId: quizQuestions.questionId, quizId: quizQuestions.quizId })
        .from(quizQuestions)
        .where(inArray(quizQuestions.questionId, ids))
    )
      .map((l) => `${l.questionId}:${l.quizId}`)
      .sort();
  const rowsOf = (ids: number[]) => t.ctx.db.select().from(questions).where(inArray(questions.id, ids));
  async function publishedQuiz(title: string, body: Record<string, unknown> = {}) {
    const quiz = await newQuiz({ title: `${RUN} ${title}`, ...body });
    return quiz;
  }
  const publish = async (quizId: number) =>
    expect((await send("PUT", `/api/admin/quizzes/${quizId}`, { published: true })).statusCode).toBe(200);

  it("filters by text in English or Hindi, id, type, difficulty, language, paper and status, paged in SQL", async () => {
    const paper = await publishedQuiz("Filter paper");
    const plain = await newQuestion(paper.id, {
      question: `${RUN} vector plain?`,
      subject: `${RUN}-Physics`,
      topic: "Vectors",
      difficulty: "easy",
    });
    const hindi = await newQuestion(paper.id, {
      question: `${RUN} with Hindi?`,
      subject: `${RUN}-Physics`,
      topic: "Units",
      difficulty: "hard",
      questionHi: `${RUN} सदिश राशि?`,
      optionsHi: ["एक", "दो", "तीन", "चार"],
    });
    const numerical = await newQuestion(paper.id, {
      question: `${RUN} numerical?`,
      type: "numerical",
      options: [],
      numericAnswer: { min: 4, max: 4 },
      subject: `${RUN}-Physics`,
      topic: "Units",
    });
    // one question in no paper at all
    await t.ctx.db.delete(quizQuestions).where(eq(quizQuestions.questionId, numerical.id));

    const bySearch = await list(`search=${RUN}`);
    expect(bySearch.total).toBe(3);
    expect((await list(`search=${encodeURIComponent(`${RUN} सदिश`)}`)).items.map((q) => q.id)).toEqual([
      hindi.id,
    ]);
    expect((await list(`search=${plain.id}`)).items.map((q) => q.id)).toContain(plain.id);
    expect((await list(`search=${RUN}&type=numerical`)).items.map((q) => q.id)).toEqual([numerical.id]);
    expect((await list(`search=${RUN}&difficulty=hard`)).items.map((q) => q.id)).toEqual([hindi.id]);
    expect((await list(`search=${RUN}&language=hindi`)).items.map((q) => q.id)).toEqual([hindi.id]);
    expect((await list(`search=${RUN}&language=english-only`)).total).toBe(2);
    expect((await list(`search=${RUN}&usedIn=none`)).items.map((q) => q.id)).toEqual([numerical.id]);
    expect((await list(`search=${RUN}&usedIn=any`)).total).toBe(2);
    expect((await list(`quizId=${paper.id}`)).items.map((q) => q.id)).toEqual([plain.id, hindi.id]);
    expect((await list(`subject=${RUN}-physics&topic=units`)).total).toBe(2);
    expect((await list(`search=${RUN}&status=published`)).total).toBe(3);
    expect((await list(`search=${RUN}&status=draft`)).total).toBe(0);
    // paged with its total: one a page is not offered, 20 is
    const firstPage = await list(`examType=jee&pageSize=50`);
    expect(firstPage.pageSize).toBe(50);
    expect(firstPage.items.length).toBe(Math.min(50, firstPage.total));
    expect(await expect400("GET", "/api/admin/questions?pageSize=7", undefined, "pageSize")).toBe(
      "pageSize: must be 20, 50 or 100",
    );
    expect(await expect400("GET", "/api/admin/questions?language=tamil", undefined, "language")).toMatch(
      /^language: must be one of hindi, english-only/,
    );
  });

  it("keeps a draft from learners: unpublish hides it from the paper, publish brings it back, a repeat changes nothing", async () => {
    const paper = await publishedQuiz("Draft paper");
    const a = await newQuestion(paper.id, { question: `${RUN} draft one?` });
    const b = await newQuestion(paper.id, { question: `${RUN} draft two?` });
    await publish(paper.id);
    expect(await learnerTexts(paper.id)).toEqual([`${RUN} draft one?`, `${RUN} draft two?`]);

    expect(await bulk({ ids: [a.id], action: "unpublish" })).toEqual({
      action: "unpublish",
      count: 1,
      changed: 1,
    });
    expect(await learnerTexts(paper.id)).toEqual([`${RUN} draft two?`]);
    expect((await list(`quizId=${paper.id}&status=draft`)).items.map((q) => q.id)).toEqual([a.id]);
    expect((await bulk({ ids: [a.id], action: "unpublish" })).changed).toBe(0);

    expect((await bulk({ ids: [a.id, b.id], action: "publish" })).changed).toBe(1);
    expect(await learnerTexts(paper.id)).toEqual([`${RUN} draft one?`, `${RUN} draft two?`]);

    const [audit] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.kind, "questions_bulk_edited"))
      .orderBy(adminAuditLog.id);
    expect(audit?.summary).toBe("Unpublished questions (now drafts): 1 question (1 changed)");
  });

  it("moves questions out of their papers into another, adds without leaving, and a repeat changes nothing", async () => {
    const from = await publishedQuiz("Move from");
    const other = await publishedQuiz("Move other");
    const to = await publishedQuiz("Move to");
    const a = await newQuestion(from.id, { question: `${RUN} move one?` });
    const b = await newQuestion(from.id, { question: `${RUN} move two?` });
    const c = await newQuestion(other.id, { question: `${RUN} add three?` });

    // named sources: leaves only those
    expect(await bulk({ ids: [a.id, b.id], action: "move", quizId: to.id, fromQuizIds: [from.id] })).toEqual({
      action: "move",
      count: 2,
      changed: 2,
    });
    expect(await linksOf([a.id, b.id])).toEqual([`${a.id}:${to.id}`, `${b.id}:${to.id}`].sort());
    expect((await bulk({ ids: [a.id, b.id], action: "move", quizId: to.id })).changed).toBe(0);
    expect((await list(`quizId=${to.id}`)).items.map((q) => q.id)).toEqual([a.id, b.id]);

    // add: joins, keeps the paper it was in
    expect((await bulk({ ids: [c.id], action: "add", quizId: to.id })).changed).toBe(1);
    expect(await linksOf([c.id])).toEqual([`${c.id}:${other.id}`, `${c.id}:${to.id}`].sort());
    expect((await bulk({ ids: [c.id], action: "add", quizId: to.id })).changed).toBe(0);
    // a question in several papers shows each of them
    const [listed] = (await list(`search=${encodeURIComponent(`${RUN} add three`)}`)).items;
    expect(listed?.quizzes.map((q) => q.id).sort()).toEqual([other.id, to.id].sort());

    // move with no source named: leaves every paper it is in
    const last = await publishedQuiz("Move last");
    expect((await bulk({ ids: [c.id], action: "move", quizId: last.id })).changed).toBe(1);
    expect(await linksOf([c.id])).toEqual([`${c.id}:${last.id}`]);
    await publish(last.id);
    expect(await learnerTexts(last.id)).toEqual([`${RUN} add three?`]);
  });

  it("sets topic and subject, difficulty and chapter on every question named", async () => {
    const paper = await publishedQuiz("Set paper");
    const a = await newQuestion(paper.id, { question: `${RUN} set one?`, difficulty: "easy" });
    const b = await newQuestion(paper.id, { question: `${RUN} set two?`, difficulty: "hard" });
    const ids = [a.id, b.id];
    expect(
      (await bulk({ ids, action: "set-topic", subject: "Physics", topic: `${RUN} Optics` })).changed,
    ).toBe(2);
    expect((await bulk({ ids, action: "set-topic", topic: `${RUN} Optics` })).changed).toBe(0);
    expect((await bulk({ ids, action: "set-difficulty", difficulty: "medium" })).changed).toBe(2);
    expect((await bulk({ ids, action: "set-chapter", chapter: "ray-optics" })).changed).toBe(2);
    const rows = await rowsOf(ids);
    for (const row of rows) {
      expect(row).toMatchObject({
        subject: "Physics",
        topic: `${RUN} Optics`,
        difficulty: "medium",
        chapter: "ray-optics",
      });
    }
    expect((await list(`chapter=ray-optics&search=${RUN}`)).total).toBe(2);
    expect((await bulk({ ids, action: "set-chapter", chapter: null })).changed).toBe(2);
    expect((await rowsOf(ids)).map((r) => r.chapter)).toEqual([null, null]);
  });

  it("deletes softly: the rows stay for the answers learners gave, they leave every paper, a repeat is done", async () => {
    const paper = await publishedQuiz("Delete paper");
    const a = await newQuestion(paper.id, { question: `${RUN} delete one?` });
    const b = await newQuestion(paper.id, { question: `${RUN} delete two?` });
    await publish(paper.id);
    await takeQuiz(t, {
      userId: learner.user.id,
      quizId: paper.id,
      results: "cw",
      submittedAt: new Date(t.clock.now),
    });
    expect(await bulk({ ids: [a.id, b.id], action: "delete" })).toEqual({
      action: "delete",
      count: 2,
      changed: 2,
    });
    expect((await rowsOf([a.id, b.id])).every((r) => r.deletedAt !== null)).toBe(true);
    expect(await linksOf([a.id, b.id])).toEqual([]);
    expect((await list(`search=${encodeURIComponent(`${RUN} delete`)}`)).total).toBe(0);
    expect(await bulk({ ids: [a.id, b.id], action: "delete" })).toEqual({
      action: "delete",
      count: 2,
      changed: 0,
    });
    // other actions find no such question
    expect(await refused({ ids: [a.id], action: "publish" }, 400, "ids")).toBe(
      `ids: there is no question with id ${a.id}`,
    );
  });

  it("refuses, naming the field and the ids, and writes nothing of the rest", async () => {
    const jeePaper = await publishedQuiz("Refuse JEE");
    const upscPaper = await newQuiz({ title: `${RUN} Refuse UPSC`, categoryId: upscCategoryId });
    const jee = await newQuestion(jeePaper.id, { question: `${RUN} refuse jee?` });
    const upsc = await newQuestion(upscPaper.id, { question: `${RUN} refuse upsc?` });
    const target = await publishedQuiz("Refuse target");

    // one question of another exam: none of them moves
    expect(await refused({ ids: [jee.id, upsc.id], action: "move", quizId: target.id }, 400, "ids")).toBe(
      `ids: questions ${upsc.id} are of another exam than the quiz (JEE)`,
    );
    expect(await linksOf([jee.id])).toEqual([`${jee.id}:${jeePaper.id}`]);
    // an unknown id among good ones: nothing is published
    await bulk({ ids: [jee.id], action: "unpublish" });
    expect(await refused({ ids: [jee.id, 2_000_000_000], action: "publish" }, 400, "ids")).toBe(
      "ids: there is no question with id 2000000000",
    );
    expect((await rowsOf([jee.id]))[0]?.status).toBe("draft");
    await bulk({ ids: [jee.id], action: "publish" });

    expect(await refused({ ids: [jee.id], action: "move" }, 400, "quizId")).toBe(
      "quizId: is required for this action",
    );
    expect(await refused({ ids: [jee.id], action: "set-difficulty" }, 400, "difficulty")).toBe(
      "difficulty: is required for this action",
    );
    expect(await refused({ ids: [], action: "publish" }, 400, "ids")).toBe(
      "ids: must name at least one question",
    );
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(await refused({ ids: tooMany, action: "publish" }, 400, "ids")).toBe(
      "ids: must name at most 500 questions",
    );
    expect(await refused({ ids: [jee.id], action: "archive" }, 400, "action")).toMatch(
      /^action: must be one of publish, unpublish, move/,
    );

    // a paper under a live hold changes for no one: nothing joins it, nothing leaves it
    const now = t.clock.now;
    await t.ctx.db.insert(liveTests).values({
      quizId: target.id,
      startsAt: new Date(now.getTime() + 3_600_000),
      endsAt: new Date(now.getTime() + 7_200_000),
    });
    expect(await refused({ ids: [jee.id], action: "add", quizId: target.id }, 409, "quizId")).toBe(
      "quizId: the paper is held for a live test; change it after it ends",
    );
    const held = await newQuestion(jeePaper.id, { question: `${RUN} refuse held?` });
    await t.ctx.db.insert(quizQuestions).values({ quizId: target.id, questionId: held.id, position: 99 });
    for (const action of ["unpublish", "delete"]) {
      expect(await refused({ ids: [jee.id, held.id], action }, 409, "ids")).toBe(
        `ids: questions ${held.id} are in a paper held for a live test; change them after it ends`,
      );
    }
    expect(
      await refused(
        { ids: [held.id], action: "move", quizId: jeePaper.id, fromQuizIds: [target.id] },
        409,
        "ids",
      ),
    ).toMatch(/held for a live test/);
    const rows = await rowsOf([jee.id, held.id]);
    expect(rows.map((r) => [r.status, r.deletedAt])).toEqual([
      ["published", null],
      ["published", null],
    ]);
    expect(await linksOf([held.id])).toEqual([`${held.id}:${jeePaper.id}`, `${held.id}:${target.id}`].sort());
  });

  it("keeps the questions the item analysis flags, in one paper or in every analysed one", async () => {
    const quiz = await newQuiz({ title: `${RUN} Analysed paper`, totalQuestions: 6 });
    const ids: number[] = [];
    for (const planned of PLANNED_QUESTIONS) {
      const q = await newQuestion(quiz.id, {
        question: `${RUN} ${planned.question}`,
        options: planned.options,
        correctAnswer: planned.storedKey,
      });
      ids.push(q.id);
    }
    const numerical = await newQuestion(quiz.id, {
      type: "numerical",
      question: `${RUN} ${PLANNED_NUMERICAL.question}`,
      options: [],
      numericAnswer: PLANNED_NUMERICAL.numericAnswer,
    });
    await publish(quiz.id);
    for (let ability = 0; ability < PLANNED_LEARNERS; ability++) {
      const userId = await upsertUser(
        t.ctx.db,
        {
          email: `zq-flag-${RUN}-${ability}@example.com`,
          firstName: "Zq-Flag",
          lastName: String(ability),
          role: "learner",
        },
        "test",
        t.clock.now,
      );
      const answers: Record<string, number> = { [String(numerical.id)]: plannedNumber(ability) };
      for (const [q, id] of ids.entries()) answers[String(id)] = plannedChoice(ability, q);
      await takeQuiz(t, {
        userId,
        quizId: quiz.id,
        results: "vvvvvv",
        answers,
        submittedAt: new Date(t.clock.now.getTime() + (ability + 1) * 60_000),
      });
    }
    const analysis = itemAnalysisResponseSchema.parse(
      (await send("GET", `/api/admin/quizzes/${quiz.id}/item-analysis`)).json(),
    );
    const flagged = analysis.questions
      .filter((q) => q.flags.length > 0)
      .map((q) => q.questionId)
      .sort((a, b) => a - b);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(ids.length + 1);
    const inPaper = await list(`quizId=${quiz.id}&flagged=true`);
    expect(inPaper.items.map((q) => q.id).sort((a, b) => a - b)).toEqual(flagged);
    const anywhere = await list(`flagged=true&search=${RUN}&pageSize=100`);
    expect(anywhere.items.map((q) => q.id).sort((a, b) => a - b)).toEqual(flagged);
  });

  it("imports a file as drafts, shown to no learner until published", async () => {
    const paper = await publishedQuiz("Import paper");
    await newQuestion(paper.id, { question: `${RUN} already there?` });
    await publish(paper.id);
    const res = await send("POST", "/api/admin/questions/import", {
      format: "aiken",
      text: `${RUN} imported?\nA. a\nB. b\nC. c\nD. d\nANSWER: B\n`,
      quizId: paper.id,
      defaults: { exam: "jee", subject: "Physics", topic: "Kinematics", difficulty: "easy" },
      dryRun: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [imported] = (await list(`search=${encodeURIComponent(`${RUN} imported`)}`)).items;
    expect(imported?.status).toBe("draft");
    expect(imported?.quizzes.map((q) => q.id)).toEqual([paper.id]);
    expect(await learnerTexts(paper.id)).toEqual([`${RUN} already there?`]);
    await bulk({ ids: [imported?.id ?? 0], action: "publish" });
    expect(await learnerTexts(paper.id)).toEqual([`${RUN} already there?`, `${RUN} imported?`]);
  });
});
