import { KEY_BALANCE_MIN_QUESTIONS, keyShareBounds, OPTION_LETTERS } from "~/domain/key-balance";
import type { ContentQuestion, ContentQuiz, ExamContent, SingleQuestion } from "~/shared/contract/bank";
import { type Syllabus, syllabusChapters } from "~/shared/contract/syllabus";
import { describeStem, nearDuplicatePairs, normalised, sameQuestion } from "../near-duplicates";

/**
 * What `npm run content:report` says of each exam against product.md section 18: questions per
 * syllabus chapter (every chapter is to hold 12), its full papers, its Hindi, how each paper's keys
 * spread over the letters and the duplicates in it.
 */

/** the subject of SSC's and IBPS's English-language sections, whose questions have no Hindi */
const ENGLISH_SUBJECT = "English";

/** Every chapter of every syllabus is to hold at least this many questions (product.md section 18). */
export const LEAST_PER_CHAPTER = 12;

export type ChapterCount = { slug: string; subject: string; name: string; questions: number };
export type PaperKeys = {
  key: string;
  title: string;
  singles: number;
  /** the most common keyed letter and its share of the paper's single-correct questions */
  letter: string;
  share: number;
  /** the most one letter may key (35% with four options, 28% with five) */
  bound: number;
  /** over the bound on a paper of KEY_BALANCE_MIN_QUESTIONS or more single-correct questions */
  leans: boolean;
};
export type ExamReport = {
  exam: string;
  name: string;
  questions: number;
  chapters: ChapterCount[];
  leastInAChapter: number;
  /** chapters under LEAST_PER_CHAPTER, fewest first */
  thinChapters: ChapterCount[];
  fullLengthPapers: string[];
  /** mock tests and past papers, full-length or not */
  mockAndPastPapers: number;
  hindi: { questions: number; share: number };
  /** the same outside the English-language sections, whose questions are English alone */
  hindiOutsideEnglish: { questions: number; of: number; share: number };
  papers: PaperKeys[];
  /** pairs of question keys: the same wording, options and passage; or the same question reworded */
  duplicates: { exact: [string, string][]; near: [string, string][] };
};

const keysOf = (quiz: ContentQuiz) =>
  quiz.sections?.flatMap((s) => s.questionKeys) ?? quiz.questionKeys ?? [];
const isSingle = (q: ContentQuestion | undefined): q is SingleQuestion =>
  q !== undefined && q.type !== "multiple" && q.type !== "numerical";
/** what a question's answer says, so that a template asked twice with other givens stays two questions */
const answerOf = (q: ContentQuestion) =>
  q.type === "numerical"
    ? `${q.numericAnswer.min}-${q.numericAnswer.max}`
    : q.type === "multiple"
      ? q.correctAnswers.map((i) => normalised(q.options[i] ?? "").replace(/\.+$/, "")).join("|")
      : normalised(q.options[q.correct] ?? "").replace(/\.+$/, "");
/**
 * The stem with its relations (P > Q ≥ R) made numbers: they are an inequality question's givens,
 * so one asked with other relations is another question, as a sum asked of other numbers is.
 */
const RELATIONS = ["<", ">", "≤", "≥", "="];
const relationsAsNumbers = (text: string) => text.replace(/[<>≤≥=]/g, (r) => ` 900${RELATIONS.indexOf(r)} `);
const wordingOf = (q: ContentQuestion) => [q.text, ...("options" in q ? q.options : [])].join(" ");

function chapterCounts(content: ExamContent, syllabus: Syllabus): ChapterCount[] {
  const tally = new Map<string, number>();
  for (const q of content.questions) if (q.chapter) tally.set(q.chapter, (tally.get(q.chapter) ?? 0) + 1);
  return syllabusChapters(syllabus).map((c) => ({
    slug: c.slug,
    subject: c.subject,
    name: c.name,
    questions: tally.get(c.slug) ?? 0,
  }));
}

/** The letter keyed most often on a paper's single-correct questions, and whether it breaks the bound. */
export function paperKeys(content: ExamContent, quiz: ContentQuiz): PaperKeys | null {
  const byKey = new Map(content.questions.map((q) => [q.key, q]));
  const singles = keysOf(quiz)
    .map((key) => byKey.get(key))
    .filter(isSingle);
  if (singles.length === 0) return null;
  const optionCount = singles[0]?.options.length ?? 4;
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const q of singles) counts[q.correct] = (counts[q.correct] ?? 0) + 1;
  const top = counts.indexOf(Math.max(...counts));
  const share = (counts[top] ?? 0) / singles.length;
  const bound = keyShareBounds(optionCount).most;
  return {
    key: quiz.key,
    title: quiz.title,
    singles: singles.length,
    letter: OPTION_LETTERS[top] ?? String(top + 1),
    share,
    bound,
    leans: singles.length >= KEY_BALANCE_MIN_QUESTIONS && share > bound + 1e-9,
  };
}

/**
 * Exact duplicates: the same wording and options (normalised) on the same passage. Near ones: the
 * same question reworded (near-duplicates.ts), read with its options so that "the synonym of X" and
 * "the synonym of Y" stay two questions; one stem asked of two passages is two questions.
 */
export function duplicatePairs(questions: readonly ContentQuestion[]): {
  exact: [string, string][];
  near: [string, string][];
} {
  const seen = new Map<string, string>();
  const exact: [string, string][] = [];
  for (const q of questions) {
    const wording = `${q.stimulus ?? ""}|${normalised(wordingOf(q))}`;
    const first = seen.get(wording);
    if (first) exact.push([first, q.key]);
    else seen.set(wording, q.key);
  }
  const exactly = new Set(exact.map(([a, b]) => `${a}|${b}`));
  // questions on one passage or table are asked of it apart (only an exact copy is a duplicate),
  // and one stem asked of two is two questions
  const comparable = (i: number, j: number) => {
    const a = questions[i]?.stimulus;
    const b = questions[j]?.stimulus;
    return !a && !b;
  };
  // a template asked again with other givens ("the synonym of X", "Statements: P > Q ...") has a
  // like stem but other options or another answer: the stem, the stem with its options and the
  // answer are all to match
  const withOptions = questions.map((q) => describeStem(relationsAsNumbers(wordingOf(q))));
  const answers = questions.map(answerOf);
  const near = nearDuplicatePairs(
    questions.map((q) => describeStem(relationsAsNumbers(q.text))),
    (i, j) => comparable(i, j) && answers[i] === answers[j] && sameQuestion(withOptions[i]!, withOptions[j]!),
  )
    .map(([i, j]): [string, string] => [questions[i]?.key ?? "", questions[j]?.key ?? ""])
    .filter(([a, b]) => !exactly.has(`${a}|${b}`));
  return { exact, near };
}

export function examReport(content: ExamContent, syllabus: Syllabus): ExamReport {
  const chapters = chapterCounts(content, syllabus);
  const hindi = content.questions.filter((q) => q.hi).length;
  const notEnglish = content.questions.filter((q) => q.subject !== ENGLISH_SUBJECT);
  const hindiNotEnglish = notEnglish.filter((q) => q.hi).length;
  const papers = content.quizzes.filter((q) => q.kind === "mock" || q.kind === "past_paper");
  return {
    exam: content.exam.key,
    name: content.exam.name,
    questions: content.questions.length,
    chapters,
    leastInAChapter: Math.min(...chapters.map((c) => c.questions)),
    thinChapters: chapters
      .filter((c) => c.questions < LEAST_PER_CHAPTER)
      .sort((a, b) => a.questions - b.questions),
    fullLengthPapers: content.quizzes.filter((q) => q.fullLength).map((q) => q.title),
    mockAndPastPapers: papers.length,
    hindi: { questions: hindi, share: content.questions.length ? hindi / content.questions.length : 0 },
    hindiOutsideEnglish: {
      questions: hindiNotEnglish,
      of: notEnglish.length,
      share: notEnglish.length ? hindiNotEnglish / notEnglish.length : 0,
    },
    papers: papers.flatMap((quiz) => paperKeys(content, quiz) ?? []),
    duplicates: duplicatePairs(content.questions),
  };
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The report as the text the script prints. */
export function examReportText(report: ExamReport): string {
  const { exact, near } = report.duplicates;
  return [
    `## ${report.name} (${report.exam}): ${report.questions} questions, ${report.chapters.length} chapters`,
    `questions per chapter: least ${report.leastInAChapter}; ${report.thinChapters.length} of ${report.chapters.length} chapters under ${LEAST_PER_CHAPTER}`,
    ...report.thinChapters.map(
      (c) => `  ${String(c.questions).padStart(3)}  ${c.subject}: ${c.name} (${c.slug})`,
    ),
    `full-length papers: ${report.fullLengthPapers.length}${report.fullLengthPapers.length ? ` (${report.fullLengthPapers.join("; ")})` : ""}; mock tests and past papers: ${report.mockAndPastPapers}`,
    `Hindi: ${report.hindi.questions} of ${report.questions} questions (${percent(report.hindi.share)}); outside the English-language section ${report.hindiOutsideEnglish.questions} of ${report.hindiOutsideEnglish.of} (${percent(report.hindiOutsideEnglish.share)})`,
    `key balance per paper (the letter keyed most, its share of the single-correct questions; "small" under ${KEY_BALANCE_MIN_QUESTIONS} of them):`,
    ...report.papers.map(
      (p) =>
        `  ${p.leans ? "LEANS" : p.singles < KEY_BALANCE_MIN_QUESTIONS ? "small" : "ok   "} ${p.letter} ${percent(p.share)} of ${p.singles} (bound ${percent(p.bound)})  ${p.title}`,
    ),
    `duplicates found: ${exact.length + near.length} (${exact.length} exact, ${near.length} near: review each pair)`,
    ...[...exact, ...near].map(([a, b]) => `  ${a} ~ ${b}`),
  ].join("\n");
}
