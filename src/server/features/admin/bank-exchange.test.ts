import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANK_FORMATS } from "~/server/bank-formats/formats";
import { questions, quizQuestions } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import { ALL_TYPES, MULTIPLE, NUMERICAL, SINGLE_FOUR } from "~/server/test-support/bank-items";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { BANK_FORMAT_NAMES, type BankFormatName } from "~/shared/contract/bank-exchange";
import { LANGUAGE_COOKIE } from "~/shared/language-negotiation";

const DEFAULTS = { exam: "jee", subject: "Physics", topic: "Kinematics", difficulty: "medium" } as const;

const GOOD_MOODLE = BANK_FORMATS["moodle-xml"].write([SINGLE_FOUR, MULTIPLE]).text;
const BAD_MOODLE = GOOD_MOODLE.replace(
  "</quiz>",
  '<question type="shortanswer"><name><text>capital-1</text></name><questiontext><text>Capital of India?</text></questiontext><answer fraction="100"><text>Delhi</text></answer></question></quiz>',
);

describe("the bank's imports and exports", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;
  const api = adminRequests(() => ({ t, admin, categoryId }));

  beforeAll(async () => {
    ({ t, admin, categoryId } = await startAdminApp());
  });
  afterAll(() => t.close());

  async function importFile(body: Record<string, unknown>, cookie = admin.cookie) {
    // the "upload" rate limit starts a fresh window
    t.clock.advance(61_000);
    return t.app.inject({
      method: "POST",
      url: "/api/admin/questions/import",
      payload: { defaults: DEFAULTS, dryRun: false, ...body },
      headers: { cookie },
    });
  }

  const jeeQuestions = async () =>
    Number(
      (await t.ctx.db.select({ n: count() }).from(questions).where(eq(questions.examType, "jee")))[0]?.n,
    );

  it("previews a Moodle XML file with a bad item named, and writes nothing for it", async () => {
    const before = await jeeQuestions();
    const preview = await importFile({ format: "moodle-xml", text: BAD_MOODLE, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().items.map((i: { where: string }) => i.where)).toEqual([
      "item rt-single-4",
      "item rt-multiple",
    ]);
    expect(preview.json().problems).toEqual([
      { where: "item capital-1", message: expect.stringMatching(/^short-answer questions are not imported/) },
    ]);
    expect(preview.json().added).toBe(0);

    const refused = await importFile({ format: "moodle-xml", text: BAD_MOODLE });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe("The file was not imported, nothing was written: 1 bad item(s)");
    expect(refused.json().problems[0].where).toBe("item capital-1");
    expect(await jeeQuestions()).toBe(before);
  });

  it("takes a Hindi file larger in bytes than in characters: 7,000 questions, 42 MB as UTF-8", async () => {
    const stem = "क".repeat(2_000);
    const text = Array.from(
      { length: 7_000 },
      (_, i) => `${stem} ${i + 1}?\nA. 1\nB. 2\nC. 3\nD. 4\nANSWER: A\n`,
    ).join("\n");
    expect(Buffer.byteLength(text)).toBeGreaterThan(40 * 1024 * 1024);
    const preview = await importFile({ format: "aiken", text, dryRun: true });
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    expect(preview.json().items).toHaveLength(7_000);
    expect(preview.json().problems).toEqual([]);
  });

  it("says a refused import in Hindi for a Hindi request", async () => {
    t.clock.advance(61_000);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/questions/import",
      payload: { format: "moodle-xml", text: BAD_MOODLE, defaults: DEFAULTS },
      headers: { cookie: `${admin.cookie}; ${LANGUAGE_COOKIE}=hi` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("फ़ाइल आयात नहीं हुई, कुछ भी नहीं लिखा गया: 1 त्रुटिपूर्ण प्रश्न");
    // the bad item, named in Hindi with what is wrong with it
    expect(refused.json().problems).toEqual([
      { where: "प्रश्न capital-1", message: expect.stringMatching(/^लघु-उत्तरीय प्रश्न आयात नहीं होते/) },
    ]);
    expect(refused.json().items.map((i: { where: string }) => i.where)).toEqual([
      "प्रश्न rt-single-4",
      "प्रश्न rt-multiple",
    ]);
  });

  it("imports a good file into a quiz once: a repeat lists every question as a duplicate and adds none", async () => {
    const quiz = await api.newQuiz({ title: "Imported" });
    const before = await jeeQuestions();
    const first = await importFile({
      format: "moodle-xml",
      text: GOOD_MOODLE,
      quizId: quiz.id,
      fileName: "good.xml",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ dryRun: false, added: 2, problems: [], duplicates: [] });
    expect(await jeeQuestions()).toBe(before + 2);
    const stored = await t.ctx.db
      .select()
      .from(questions)
      .innerJoin(quizQuestions, eq(quizQuestions.questionId, questions.id))
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(quizQuestions.position);
    expect(stored.map((r) => r.questions)).toMatchObject([
      {
        type: "single",
        options: ["50 m", "100 m", "150 m", "200 m"],
        correctIndex: 1,
        textHi: SINGLE_FOUR.hi?.text,
      },
      {
        type: "multiple",
        correctAnswers: [0, 2],
        difficulty: "hard",
        optionsHi: ["वेग", "चाल", "बल", "द्रव्यमान"],
      },
    ]);

    const again = await importFile({ format: "moodle-xml", text: GOOD_MOODLE, quizId: quiz.id });
    expect(again.json()).toMatchObject({
      added: 0,
      duplicates: [{ where: "item rt-single-4" }, { where: "item rt-multiple" }],
    });
    expect(await jeeQuestions()).toBe(before + 2);
  });

  it("records an import in the audit log, and not a preview", async () => {
    const res = await api.send("GET", "/api/admin/audit-log");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain("Imported good.xml");
  });

  it.each(BANK_FORMAT_NAMES.filter((f) => f !== "aiken"))(
    "exports a quiz as %s that imports back as the same questions",
    async (format: BankFormatName) => {
      const quiz = await api.newQuiz({ title: `Round trip ${format}` });
      const imported = await importFile({
        format: "data-file",
        text: BANK_FORMATS["data-file"].write(
          ALL_TYPES.map((i) => ({ ...i, key: `${format}-${i.key}`, text: `${format}: ${i.text}` })),
        ).text,
        quizId: quiz.id,
      });
      expect(imported.json().added, imported.body).toBe(4);
      const exported = await api.send(
        "GET",
        `/api/admin/questions/export?format=${format}&quizId=${quiz.id}`,
      );
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.json().questions).toBe(4);
      const back = BANK_FORMATS[format].parse(exported.json().text, DEFAULTS);
      expect(back.problems).toEqual([]);
      expect(
        back.items.map((i) => [i.text, i.type, i.type === "numerical" ? i.numericAnswer : i.options]),
      ).toEqual(
        ALL_TYPES.map((i) => [
          `${format}: ${i.text}`,
          i.type,
          i.type === "numerical" ? i.numericAnswer : i.options,
        ]),
      );
      // the same file imported again adds nothing: every question is already in the bank
      const repeat = await importFile({ format, text: exported.json().text, dryRun: true });
      expect(repeat.json().duplicates).toHaveLength(4);
    },
  );

  it("exports a topic in Aiken with what Aiken could not carry", async () => {
    const res = await api.send(
      "GET",
      "/api/admin/questions/export?format=aiken&exam=jee&subject=Physics&topic=Kinematics",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe("jee-physics-kinematics.aiken.txt");
    expect(res.json().notCarried.join("\n")).toMatch(/Aiken has single-answer questions only/);
    expect(res.json().notCarried.join("\n")).toMatch(/Hindi/);
  });

  it("says what a format could not carry in Hindi for a Hindi request", async () => {
    const url = "/api/admin/questions/export?format=aiken&exam=jee&subject=Physics&topic=Kinematics";
    const english = await api.send("GET", url);
    const hindi = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: `${admin.cookie}; ${LANGUAGE_COOKIE}=hi` },
    });
    expect(hindi.statusCode, hindi.body).toBe(200);
    expect(hindi.json().text).toBe(english.json().text);
    const notes: string[] = hindi.json().notCarried;
    expect(notes).toHaveLength(english.json().notCarried.length);
    // every note in Devanagari, its numbers kept
    for (const note of notes) expect(note).toMatch(/[\u0900-\u097F]/);
    expect(notes).toContain("विषय, टॉपिक, कठिनाई और प्रश्न का स्वरूप (Aiken में ये नहीं होते: आयात फ़ॉर्म इन्हें देता है)");
    expect(notes.join("\n")).toMatch(/^\d+ एक से अधिक सही उत्तर वाले? या संख्यात्मक प्रश्न/m);
  });

  it("refuses a subject without its exam, and an export of nothing", async () => {
    const noExam = await api.send("GET", "/api/admin/questions/export?format=csv&subject=Physics");
    expect(noExam.statusCode).toBe(400);
    const nothing = await api.send("GET", "/api/admin/questions/export?format=csv&exam=upsc&topic=Nothing");
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("There are no questions to export");
  });

  it("places numerical answers in the numeric columns", async () => {
    const [row] = await t.ctx.db
      .select()
      .from(questions)
      .where(and(eq(questions.examType, "jee"), eq(questions.text, `csv: ${NUMERICAL.text}`)));
    expect(row).toMatchObject({
      type: "numerical",
      numericMin: 19.5,
      numericMax: 19.7,
      options: [],
      optionsHi: [],
    });
  });
});
