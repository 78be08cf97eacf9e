import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bankPartFileSchema, bankQuestionSchema } from "~/shared/contract/bank";
import { syllabusChapters } from "~/shared/contract/syllabus";
import { ALL_EXAM_CONTENT, ALL_SYLLABI } from "./index";

const README = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "docs",
  "content",
  "README.md",
);
const yamlBlocks = [...readFileSync(README, "utf8").matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) =>
  (m[1] ?? "").replace(/^ {3}/gm, ""),
);

describe("the worked example of docs/content/README.md", () => {
  const [questionBlock, quizBlock] = yamlBlocks;
  const [question] = parse(questionBlock ?? "") as unknown[];
  const ssc = ALL_EXAM_CONTENT.find((c) => c.exam.key === "ssc");

  it("writes a question the schema takes, under a new key and a listed topic", () => {
    const parsed = bankQuestionSchema.parse(question);
    expect(ALL_EXAM_CONTENT.flatMap((c) => c.questions).map((q) => q.key)).not.toContain(parsed.key);
    expect(ssc?.topics[parsed.subject]).toContain(parsed.topic);
  });

  it("files the question under a chapter of SSC's syllabus, in its own subject", () => {
    const parsed = bankQuestionSchema.parse(question);
    const syllabus = ALL_SYLLABI.find((s) => s.exam === "ssc");
    const chapter = syllabus && syllabusChapters(syllabus).find((c) => c.slug === parsed.chapter);
    expect(chapter?.subject).toBe(parsed.subject);
  });

  it("writes a quiz file the schema takes, of that question, under a new key", () => {
    const file = bankPartFileSchema.parse(parse(quizBlock ?? ""));
    expect(file.quizzes?.map((q) => q.questionKeys)).toEqual([[(question as { key: string }).key]]);
    expect(ALL_EXAM_CONTENT.flatMap((c) => c.quizzes).map((q) => q.key)).not.toContain(
      file.quizzes?.[0]?.key,
    );
  });
});
