import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import type { QuestionStructure } from "~/shared/contract/question-structure";

type Statements = Extract<QuestionStructure, { kind: "statements" }>;

const statements = (texts: string[], lead: string, question: string): Statements => ({
  kind: "statements",
  lead,
  statements: texts.map((text, i) => ({ label: String(i + 1), text })),
  question,
  layout: "lines",
});

const english = statements(
  ["The Governor is appointed by the President.", "The Governor holds office for six years."],
  "Consider the following statements:",
  "Which of the statements given above is/are correct?",
);
const hindi = statements(
  ["राज्यपाल की नियुक्ति राष्ट्रपति करते हैं।", "राज्यपाल छह वर्ष के लिए पद धारण करते हैं।"],
  "निम्नलिखित कथनों पर विचार कीजिए:",
  "ऊपर दिए गए कथनों में से कौन-सा/से सही है/हैं?",
);

describe("admin API: a question's structure", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    ({ t, admin, learner, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  const { send, expect400, newQuiz, newQuestion } = adminRequests(() => ({ t, admin, categoryId }));

  const structuredQuestion = async (quiz?: { id: number }) => {
    return newQuestion((quiz ?? (await newQuiz())).id, {
      question: "filled from the structure",
      structure: english,
      structureHi: hindi,
      optionsHi: ["एक", "दो", "तीन", "चार"],
    });
  };

  it("edits one statement in both languages and keeps the structure, the texts flattened from it", async () => {
    const created = await structuredQuestion();
    const row = async () => (await t.ctx.db.select().from(questions).where(eq(questions.id, created.id)))[0];
    expect((await row())?.text).toBe(
      "Consider the following statements:\n1. The Governor is appointed by the President.\n" +
        "2. The Governor holds office for six years.\nWhich of the statements given above is/are correct?",
    );

    const edited = (s: QuestionStructure, text: string): QuestionStructure =>
      s.kind === "statements"
        ? { ...s, statements: s.statements.map((st, i) => (i === 1 ? { ...st, text } : st)) }
        : s;
    const structure = edited(english, "The Governor holds office for five years.");
    const structureHi = edited(hindi, "राज्यपाल पाँच वर्ष के लिए पद धारण करते हैं।");
    const res = await send("PUT", `/api/admin/questions/${created.id}`, { structure, structureHi });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ structure, structureHi });
    expect(res.json().question).toContain("\n2. The Governor holds office for five years.\n");
    expect(res.json().questionHi).toContain("\n2. राज्यपाल पाँच वर्ष के लिए पद धारण करते हैं।\n");

    const stored = await row();
    expect(stored?.structure).toEqual({ en: structure, hi: structureHi });
    expect(stored?.text).toBe(res.json().question);
    expect(stored?.textHi).toBe(res.json().questionHi);

    const listed = await send("GET", `/api/admin/questions?search=${created.id}`);
    const item = listed.json().items.find((q: { id: number }) => q.id === created.id);
    expect(item).toMatchObject({ structure, structureHi });
  });

  it("refuses a Hindi structure of another kind than the English one, naming structureHi", async () => {
    const created = await structuredQuestion();
    const pair: QuestionStructure = {
      kind: "assertion-reason",
      assertion: "अभिकथन",
      reason: "कारण",
      layout: "lines",
    };
    const message = await expect400(
      "PUT",
      `/api/admin/questions/${created.id}`,
      { structureHi: pair },
      "structureHi",
    );
    expect(message).toMatch(/^structureHi: must be of the English structure's kind \(statements\)/);
    const [stored] = await t.ctx.db.select().from(questions).where(eq(questions.id, created.id));
    expect(stored?.structure).toEqual({ en: english, hi: hindi });
  });

  it("saves a structured question as plain text when its structure is cleared", async () => {
    const created = await structuredQuestion();
    const res = await send("PUT", `/api/admin/questions/${created.id}`, {
      structure: null,
      structureHi: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ structure: null, structureHi: null });
    const [stored] = await t.ctx.db.select().from(questions).where(eq(questions.id, created.id));
    expect(stored?.structure).toBeNull();
    expect(stored?.text).toContain("2. The Governor holds office for six years.");
  });

  it("shows a result from before the edit with the statements its attempt showed", async () => {
    const quiz = await newQuiz();
    const created = await structuredQuestion(quiz);
    expect((await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true })).statusCode).toBe(200);
    const start = await send("POST", `/api/quiz/${quiz.id}/start`, undefined, learner);
    expect(start.statusCode, start.body).toBe(200);
    const attemptId = start.json().attemptId as number;
    const submit = await send(
      "POST",
      `/api/quiz/${quiz.id}/submit`,
      { attemptId, timeSpent: 30, answers: { [created.id]: 1 } },
      learner,
    );
    expect(submit.statusCode, submit.body).toBe(200);

    const structure = {
      ...english,
      statements: [english.statements[0], { label: "2", text: "Five years." }],
    };
    const res = await send("PUT", `/api/admin/questions/${created.id}`, { structure });
    expect(res.statusCode, res.body).toBe(200);
    const result = await send("GET", `/api/attempts/${attemptId}`, undefined, learner);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.body).toContain("The Governor holds office for six years.");
    expect(result.body).not.toContain("Five years.");
    // laid out as the statements it showed, not as prose
    const seen = result.json().review.find((r: { id: number }) => r.id === created.id);
    expect(seen.html.question).toContain(
      '<span class="flex gap-2" data-statement=""><span class="shrink-0">2.</span><span>The Governor holds office for six years.</span></span>',
    );
  });

  it("saving a structured question's same parts again makes no new version", async () => {
    const created = await structuredQuestion();
    const version = async () =>
      (await t.ctx.db.select().from(questions).where(eq(questions.id, created.id)))[0]?.version;
    const before = await version();
    const res = await send("PUT", `/api/admin/questions/${created.id}`, {
      structure: english,
      structureHi: hindi,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await version()).toBe(before);
  });
});
