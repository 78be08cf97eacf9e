import type { ContentQuiz, ExamContent } from "~/shared/contract/bank";

/** Counts of the question bank by exam, type, format, difficulty and language, for the content note. */
export type BankCounts = {
  exams: {
    exam: string;
    questions: number;
    reachable: number;
    hindi: number;
    sourced: number;
    dated: number;
    byType: Record<string, number>;
    byFormat: Record<string, number>;
    byDifficulty: Record<string, number>;
    fullLengthPapers: {
      title: string;
      paper: string;
      questions: number;
      minutes: number;
      difficulty: string;
    }[];
  }[];
  total: { questions: number; reachable: number; hindi: number };
};

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => {
    acc[v] = (acc[v] ?? 0) + 1;
    return acc;
  }, {});
const keysOf = (quiz: ContentQuiz) =>
  quiz.sections?.flatMap((s) => s.questionKeys) ?? quiz.questionKeys ?? [];

export function bankCounts(contents: ExamContent[]): BankCounts {
  const exams = contents.map((c) => {
    const reachable = new Set(c.quizzes.flatMap(keysOf));
    return {
      exam: c.exam.name,
      questions: c.questions.length,
      reachable: c.questions.filter((q) => reachable.has(q.key)).length,
      hindi: c.questions.filter((q) => q.hi).length,
      sourced: c.questions.filter((q) => q.source).length,
      dated: c.questions.filter((q) => q.asOf).length,
      byType: tally(c.questions.map((q) => q.type ?? "single")),
      byFormat: tally(c.questions.map((q) => q.format ?? "direct")),
      byDifficulty: tally(c.questions.map((q) => q.difficulty)),
      fullLengthPapers: c.quizzes.flatMap((q) =>
        q.fullLength ? [{ title: q.title, ...q.fullLength, difficulty: q.difficulty }] : [],
      ),
    };
  });
  return {
    exams,
    total: {
      questions: exams.reduce((n, e) => n + e.questions, 0),
      reachable: exams.reduce((n, e) => n + e.reachable, 0),
      hindi: exams.reduce((n, e) => n + e.hindi, 0),
    },
  };
}

const cells = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");

/** The counts as the Markdown tables of docs/content/README.md. */
export function bankCountsMarkdown(counts: BankCounts): string {
  const lines = [
    "| exam | questions | in a quiz | Hindi | with a source | with an as-of day |",
    "|---|---:|---:|---:|---:|---:|",
    ...counts.exams.map(
      (e) => `| ${e.exam} | ${e.questions} | ${e.reachable} | ${e.hindi} | ${e.sourced} | ${e.dated} |`,
    ),
    `| **all** | **${counts.total.questions}** | **${counts.total.reachable}** | **${counts.total.hindi}** | | |`,
    "",
    "| exam | by type | by format | by difficulty |",
    "|---|---|---|---|",
    ...counts.exams.map(
      (e) => `| ${e.exam} | ${cells(e.byType)} | ${cells(e.byFormat)} | ${cells(e.byDifficulty)} |`,
    ),
    "",
    "| full-length paper | reproduces | questions | minutes | difficulty |",
    "|---|---|---:|---:|---|",
    ...counts.exams.flatMap((e) =>
      e.fullLengthPapers.map(
        (p) => `| ${p.title} | ${p.paper} | ${p.questions} | ${p.minutes} | ${p.difficulty} |`,
      ),
    ),
  ];
  return lines.join("\n");
}
