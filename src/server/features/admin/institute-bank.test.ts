import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, questions, quizzes } from "~/server/db/schema";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-12-07T03:00:00.000Z"; // Monday 08:30 IST
const OPENS = "2026-12-07T04:30:00.000Z"; // 10:00 IST
const CLOSES = "2026-12-07T06:30:00.000Z"; // 12:00 IST

/**
 * An institute's own bank (decision 0059): its staff write, upload and copy questions into papers of
 * their own; a learner of the institute's batch reaches such a paper only through an assignment, and
 * the public site, its admin's bank and other institutes never see it.
 */
describe("an institute's private bank and its own papers", () => {
  let t: TestApp;
  let publicPaper: FixtureQuiz;
  let teacher: SignedIn;
  let otherOwner: SignedIn;
  let admin: SignedIn;
  let learnerIn: SignedIn;
  let learnerOut: SignedIn;
  let instituteId = 0;
  let otherInstitute = 0;
  let batchId = 0;
  let paperId = 0;
  let categoryId = 0;
  const tag = randomBytes(3).toString("hex");
  const email = (name: string) => `zq-bank-${name}-${tag}@example.com`;
  const PAPER_TITLE = `Zq Institute test ${tag}`;
  const OWN_TEXT = `Zq Which unit measures force? ${tag}`;

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
  const bank = (path = "", id = instituteId) => `/api/institutes/${id}/bank${path}`;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    publicPaper = await createQuiz(t.ctx.db, {
      examType: "jee",
      questionCount: 4,
      title: `Zq Public ${tag}`,
    });
    admin = await signIn(t.app, { role: "admin", email: email("admin") });
    const made = async (name: string) =>
      (
        await ok(admin, "POST", "/api/admin/institutes", {
          name: `Zq Bank ${name} ${tag}`,
          ownerEmail: email(`owner-${name}`),
        })
      ).id as number;
    instituteId = await made("A");
    otherInstitute = await made("B");
    const owner = await signIn(t.app, { email: email("owner-A") });
    otherOwner = await signIn(t.app, { email: email("owner-B") });
    await ok(owner, "POST", `/api/institutes/${instituteId}/invitations`, { email: email("teacher") });
    teacher = await signIn(t.app, { email: email("teacher") });
    const batch = await ok(teacher, "POST", `/api/institutes/${instituteId}/batches`, { name: "Zq Morning" });
    batchId = batch.id;
    learnerIn = await signIn(t.app, { email: email("in"), firstName: "Zq-Ira" });
    learnerOut = await signIn(t.app, { email: email("out"), firstName: "Zq-Om" });
    await ok(learnerIn, "POST", "/api/batches/join", { code: batch.joinCode });
    const [category] = await t.ctx.db
      .insert(categories)
      .values({ name: `Zq Institute papers ${tag}`, examType: "jee" })
      .returning({ id: categories.id });
    categoryId = category!.id;
    const listed = (await ok(teacher, "GET", bank("/categories"))) as { id: number }[];
    expect(listed.some((c) => c.id === categoryId)).toBe(true);
  });
  afterAll(() => t.close());

  it("a teacher makes a paper of the institute's own; it is never published to the site", async () => {
    const refused = await send(teacher, "POST", bank("/quizzes"), {
      title: PAPER_TITLE,
      categoryId,
      timeLimit: 20,
      published: true,
    });
    expect(refused.json()).toMatchObject({ field: "published" });
    const paper = await ok(
      teacher,
      "POST",
      bank("/quizzes"),
      { title: PAPER_TITLE, categoryId, timeLimit: 20 },
      201,
    );
    paperId = paper.id;
    const [row] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, paperId));
    expect(row).toMatchObject({ instituteId, published: false });
    const publish = await send(teacher, "PUT", bank(`/quizzes/${paperId}`), { published: true });
    expect(publish.json()).toMatchObject({ field: "published" });
    // the institute's list holds it; the site admin's list and another institute's do not
    expect((await ok(teacher, "GET", bank("/quizzes"))).map((q: { id: number }) => q.id)).toEqual([paperId]);
    expect((await ok(admin, "GET", "/api/admin/quizzes")).some((q: { id: number }) => q.id === paperId)).toBe(
      false,
    );
    expect(await ok(otherOwner, "GET", bank("/quizzes", otherInstitute))).toEqual([]);
    expect(
      (await send(otherOwner, "PUT", bank(`/quizzes/${paperId}`, otherInstitute), { title: "x" })).statusCode,
    ).toBe(404);
  });

  it("writes a question with the form and uploads a CSV into the paper, all-or-nothing, as the admin does", async () => {
    const written = await ok(
      teacher,
      "POST",
      bank("/questions"),
      {
        quizId: paperId,
        question: OWN_TEXT,
        options: ["Newton", "Joule", "Watt", "Pascal"],
        correctAnswer: 0,
        explanation: "Zq The newton is the SI unit of force.",
        questionHi: "बल किस इकाई में मापा जाता है?",
        optionsHi: ["न्यूटन", "जूल", "वाट", "पास्कल"],
      },
      201,
    );
    expect(written.quizzes).toEqual([{ id: paperId, title: PAPER_TITLE }]);
    const csv =
      "question,option1,option2,option3,option4,correctAnswer,explanation\n" +
      `Zq What is 2 + 2? ${tag},3,4,5,6,b,Two and two are four.\n` +
      `Zq What is 3 x 3? ${tag},6,8,9,12,c,Three threes are nine.\n`;
    const bad = await send(teacher, "POST", bank("/upload-questions"), {
      quizId: paperId,
      csvData: `${csv}Zq broken ${tag},1,2,3,4,9,\n`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "csvData" });
    const preview = await ok(teacher, "POST", bank("/upload-questions"), {
      quizId: paperId,
      csvData: csv,
      dryRun: true,
    });
    expect(preview.toAdd, JSON.stringify(preview.errors)).toBe(2);
    expect(
      (await ok(teacher, "POST", bank("/upload-questions"), { quizId: paperId, csvData: csv })).added,
    ).toBe(2);
    expect(
      (await ok(teacher, "POST", bank("/upload-questions"), { quizId: paperId, csvData: csv })).added,
    ).toBe(0);
    const own = await t.ctx.db.select().from(questions).where(eq(questions.instituteId, instituteId));
    expect(own).toHaveLength(3);
    // another institute cannot write into this paper, nor the site admin through the public bank's routes
    const other = await send(otherOwner, "POST", bank("/upload-questions", otherInstitute), {
      quizId: paperId,
      csvData: csv,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ field: "quizId" });
    const viaAdmin = await send(admin, "POST", "/api/admin/upload-questions", {
      quizId: paperId,
      csvData: csv,
    });
    expect(viaAdmin.json()).toMatchObject({ field: "quizId" });
    const ids = own.map((q) => q.id);
    expect((await send(admin, "PUT", `/api/admin/questions/${ids[0]}`, { topic: "Zq" })).statusCode).toBe(
      404,
    );
    const adminBank = await ok(admin, "GET", `/api/admin/questions?search=${tag}&pageSize=100`);
    expect(adminBank.items.some((q: { id: number }) => ids.includes(q.id))).toBe(false);
  });

  it("imports an Aiken file as drafts into its own bank and publishes them with the bulk bar", async () => {
    const text = `Zq Which gas do plants take in? ${tag}\nA. Oxygen\nB. Carbon dioxide\nC. Nitrogen\nD. Helium\nANSWER: B\n`;
    const defaults = { exam: "jee", subject: "Chemistry", topic: "Zq Gases", difficulty: "easy" };
    const preview = await ok(teacher, "POST", bank("/import"), {
      format: "aiken",
      text,
      defaults,
      dryRun: true,
    });
    expect(preview.added).toBe(1);
    const imported = await ok(teacher, "POST", bank("/import"), { format: "aiken", text, defaults });
    expect(imported.added).toBe(1);
    const drafts = await ok(teacher, "GET", bank("/questions?status=draft"));
    expect(drafts.items.map((q: { question: string }) => q.question)).toEqual([
      `Zq Which gas do plants take in? ${tag}`,
    ]);
    const id = drafts.items[0].id as number;
    // the site's bank is another bank: the same file there is not a duplicate of the institute's
    expect(
      (
        await ok(admin, "POST", "/api/admin/questions/import", {
          format: "aiken",
          text,
          defaults,
          dryRun: true,
        })
      ).added,
    ).toBe(1);
    expect(
      (
        await send(otherOwner, "POST", bank("/questions/bulk", otherInstitute), {
          ids: [id],
          action: "publish",
        })
      ).json(),
    ).toMatchObject({
      field: "ids",
    });
    expect(
      (await ok(teacher, "POST", bank("/questions/bulk"), { ids: [id], action: "add", quizId: paperId }))
        .changed,
    ).toBe(1);
    expect(
      (await ok(teacher, "POST", bank("/questions/bulk"), { ids: [id], action: "publish" })).changed,
    ).toBe(1);
  });

  it("copies public questions into its bank once, remembering their source, without their keys in the picker", async () => {
    const picked = await ok(
      teacher,
      "GET",
      bank(`/public-questions?search=${encodeURIComponent("Fixture")}&pageSize=100`),
    );
    const two = publicPaper.questions.slice(0, 2).map((q) => q.id);
    const found = picked.items.filter((q: { id: number }) => two.includes(q.id));
    expect(found).toHaveLength(2);
    for (const q of found) {
      expect(q).not.toHaveProperty("correctAnswer");
      expect(q).not.toHaveProperty("explanation");
      expect(q.copiedAs).toBeNull();
    }
    const copied = await ok(teacher, "POST", bank("/copy"), { ids: two, quizId: paperId });
    expect(copied.copied).toBe(2);
    const again = await ok(teacher, "POST", bank("/copy"), { ids: two, quizId: paperId });
    expect(again).toEqual({ copied: 0, questionIds: copied.questionIds });
    const rows = await t.ctx.db.select().from(questions).where(eq(questions.instituteId, instituteId));
    expect(
      rows
        .filter((r) => r.copiedFromId !== null)
        .map((r) => r.copiedFromId)
        .sort(),
    ).toEqual([...two].sort());
    // a copy is the institute's own to edit; the public question stays as it was
    const edited = await ok(teacher, "PUT", bank(`/questions/${copied.questionIds[0]}`), {
      topic: "Zq Edited",
    });
    expect(edited.topic).toBe("Zq Edited");
    const [source] = await t.ctx.db.select().from(questions).where(eq(questions.id, two[0]!));
    expect(source!.topic).not.toBe("Zq Edited");
    // an institute's question is not public: it cannot be copied again as one
    expect(
      (
        await send(otherOwner, "POST", bank("/copy", otherInstitute), { ids: [copied.questionIds[0]] })
      ).json(),
    ).toMatchObject({
      field: "ids",
    });
    const paperQuestions = await ok(teacher, "GET", bank(`/questions?quizId=${paperId}`));
    expect(paperQuestions.total).toBe(6);
  });

  it("assigns its own paper (listed first) to a batch; only the batch's learner reaches it, through the assignment", async () => {
    const papers = await ok(teacher, "GET", `/api/institutes/${instituteId}/assignable-papers`);
    expect(papers[0]).toMatchObject({ id: paperId, source: "institute" });
    expect(
      papers.some(
        (p: { id: number; source: string }) => p.id === publicPaper.quizId && p.source === "public",
      ),
    ).toBe(true);
    const otherPapers = await ok(otherOwner, "GET", `/api/institutes/${otherInstitute}/assignable-papers`);
    expect(otherPapers.some((p: { id: number }) => p.id === paperId)).toBe(false);
    const body = {
      quizId: paperId,
      batchIds: [batchId],
      opensAt: OPENS,
      closesAt: CLOSES,
      keyShown: "after_submit",
    };
    const otherBatch = await ok(otherOwner, "POST", `/api/institutes/${otherInstitute}/batches`, {
      name: "Zq B",
    });
    const stolen = await send(otherOwner, "POST", `/api/institutes/${otherInstitute}/assignments`, {
      ...body,
      batchIds: [otherBatch.id],
    });
    expect(stolen.json()).toMatchObject({ field: "quizId" });
    const assignment = await ok(teacher, "POST", `/api/institutes/${instituteId}/assignments`, body);

    // the public site never lists or opens it
    for (const url of ["/api/quizzes", "/api/mock-tests", "/api/exams/jee/quizzes", "/api/past-papers"]) {
      const res = await send(learnerOut, "GET", url);
      expect(res.body.includes(PAPER_TITLE), url).toBe(false);
    }
    for (const who of [learnerOut, learnerIn, undefined]) {
      expect((await send(who, "GET", `/api/quiz/${paperId}`)).statusCode).toBe(404);
    }
    expect((await send(learnerOut, "POST", `/api/quiz/${paperId}/start`, {})).statusCode).toBe(404);
    expect((await send(learnerIn, "POST", `/api/quiz/${paperId}/start`, {})).statusCode).toBe(404);
    const ownId = (await t.ctx.db.select().from(questions).where(eq(questions.text, OWN_TEXT)))[0]!.id;
    expect((await send(learnerOut, "POST", `/api/bookmark/${ownId}`)).statusCode).toBe(404);

    // the batch's learner starts it through the assignment, then opens and takes it in the hall
    t.clock.set(OPENS);
    const sheet = await ok(learnerIn, "POST", `/api/user/assignments/${assignment.id}/start`);
    expect(sheet.questionIds).toHaveLength(6);
    const detail = await ok(learnerIn, "GET", `/api/quiz/${paperId}`);
    expect(detail.title).toBe(PAPER_TITLE);
    expect(JSON.stringify(detail)).not.toContain("The newton is the SI unit");
    const opening = await ok(learnerIn, "GET", `/api/quiz/${paperId}/opening?attemptId=${sheet.attemptId}`);
    expect(opening.attempt.attemptId).toBe(sheet.attemptId);
    expect((await send(learnerOut, "GET", `/api/quiz/${paperId}`)).statusCode).toBe(404);
    expect(
      (await send(learnerOut, "GET", `/api/quiz/${paperId}/opening?attemptId=${sheet.attemptId}`)).statusCode,
    ).toBe(404);
    const submitted = await ok(learnerIn, "POST", `/api/quiz/${paperId}/submit`, {
      attemptId: sheet.attemptId,
      answers: { [ownId]: 0 },
      timeSpent: 60,
    });
    expect(submitted.marks).toBeGreaterThan(0);
    expect((await ok(learnerIn, "POST", `/api/bookmark/${ownId}`)).bookmarked).toBe(true);
  });
});
