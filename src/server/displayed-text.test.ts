import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertExam } from "~/server/test-support/exam-row";
import { tableCounts } from "~/server/test-support/table-counts";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { fieldLabel } from "~/shared/contract/field-label";

const RLO = "\u202E";
const LONE = "\uD800";

/**
 * Text shown to other people cannot carry bidirectional controls (which reorder what others read)
 * or lone surrogates (which would turn into U+FFFD unseen): a 400 naming the field, nothing written.
 */
describe("displayed text refuses bidi controls and broken unicode", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;
  let quizId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await insertExam(t.ctx.db, "jee");
    admin = await signIn(t.app, { role: "admin", email: "zq-text-admin@example.com" });
    learner = await signIn(t.app, { email: "zq-text-learner@example.com" });
    const category = await send(
      "POST",
      "/api/admin/categories",
      { name: "Zq drills", examType: "jee" },
      admin,
    );
    categoryId = category.json().id;
    const quiz = await send(
      "POST",
      "/api/admin/quizzes",
      { title: "Zq quiz", description: "", categoryId },
      admin,
    );
    quizId = quiz.json().id;
  });
  afterAll(() => t.close());

  function send(method: InjectOptions["method"], url: string, payload: object, who?: SignedIn) {
    return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  }

  async function expectRefused(
    method: InjectOptions["method"],
    url: string,
    payload: object,
    field: string,
    who?: SignedIn,
  ) {
    const before = await tableCounts(t.ctx.db);
    const res = await send(method, url, payload, who);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json().field).toBe(field);
    // the message names the field as the admin reads it ("Option B" for options.1)
    expect(res.json().message.startsWith(`${fieldLabel(field)}: `), res.json().message).toBe(true);
    expect(await tableCounts(t.ctx.db)).toEqual(before);
    return res.json().message as string;
  }

  it("refuses a demo sign-in name with a right-to-left override or a lone surrogate", async () => {
    const rtl = await expectRefused(
      "POST",
      "/api/auth/demo",
      { email: "zq-rtl@example.com", firstName: `Zq${RLO}loot` },
      "firstName",
    );
    expect(rtl).toMatch(/bidirectional control/);
    const lone = await expectRefused(
      "POST",
      "/api/auth/demo",
      { email: "zq-lone@example.com", lastName: `Zq${LONE}` },
      "lastName",
    );
    expect(lone).toMatch(/broken unicode/);
  });

  it("refuses every bidi control, not only U+202E", async () => {
    for (const control of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ]) {
      await expectRefused(
        "POST",
        "/api/auth/demo",
        { email: "zq-bidi@example.com", firstName: `Zq${control}` },
        "firstName",
      );
    }
  });

  it("refuses them in feedback", async () => {
    const body = { rating: 4, category: "other" };
    await expectRefused(
      "POST",
      "/api/feedback",
      { ...body, feedback: `Great ${RLO}app` },
      "feedback",
      learner,
    );
    await expectRefused(
      "POST",
      "/api/feedback",
      { ...body, feedback: `Great ${LONE}app` },
      "feedback",
      learner,
    );
  });

  it("refuses them in the admin's reply to a question report", async () => {
    const question = await send(
      "POST",
      "/api/admin/questions",
      { question: "Zq reported?", options: ["a", "b", "c", "d"], correctAnswer: 0, explanation: "", quizId },
      admin,
    );
    const report = await send(
      "POST",
      "/api/feedback",
      { rating: 1, category: "questions", feedback: "Zq the key is wrong", questionId: question.json().id },
      learner,
    );
    expect(report.statusCode).toBe(201);
    const url = `/api/admin/reports/${report.json().id}`;
    await expectRefused("PATCH", url, { status: "fixed", reply: `Zq ${RLO}fixed` }, "reply", admin);
    await expectRefused("PATCH", url, { status: "no-change", reply: `Zq ${LONE}` }, "reply", admin);
  });

  it("refuses them in the admin's category, quiz and question fields", async () => {
    await expectRefused(
      "POST",
      "/api/admin/categories",
      { name: `Zq${RLO}`, examType: "jee" },
      "name",
      admin,
    );
    await expectRefused(
      "POST",
      "/api/admin/quizzes",
      { title: "Zq quiz 2", description: `about \u2067this\u2069`, categoryId },
      "description",
      admin,
    );
    const question = {
      question: "Which is the largest?",
      options: ["one", "two", "three", "four"],
      correctAnswer: 1,
      explanation: "Because two.",
      quizId,
    };
    await expectRefused(
      "POST",
      "/api/admin/questions",
      { ...question, question: `Which${RLO}?` },
      "question",
      admin,
    );
    await expectRefused(
      "POST",
      "/api/admin/questions",
      { ...question, options: ["one", `tw\u200Fo`, "three", "four"] },
      "options.1",
      admin,
    );
    await expectRefused(
      "POST",
      "/api/admin/questions",
      { ...question, explanation: `Be${LONE}cause` },
      "explanation",
      admin,
    );
  });

  it("still accepts Hindi, emoji and ordinary punctuation", async () => {
    const res = await send("POST", "/api/auth/demo", {
      email: "zq-hindi@example.com",
      firstName: "Zq-ज्ञानेश्वरी 🙂",
      lastName: "O'Neil-Rao",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Zq-ज्ञानेश्वरी 🙂", lastName: "O'Neil-Rao" });
  });
});
