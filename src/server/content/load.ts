import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { z } from "zod";
import {
  type BankPartFile,
  bankExamFileSchema,
  bankPartFileSchema,
  type ExamContent,
} from "~/shared/contract/bank";
import { type Syllabus, syllabusChapters, syllabusSchema } from "~/shared/contract/syllabus";
import { EXAM_TYPES, type ExamType } from "~/shared/exam-types";

/**
 * Reads the seeded bank from its data files: content/bank/<exam>/exam.yaml names the exam's other
 * files in bank order, and each holds a paper or a topic set (docs/content/README.md).
 */

/**
 * The bank's folder: the nearest `content/bank` above this module, which finds it from the source
 * (src/server/content) and from the built server (dist/server) alike.
 */
export function findBankDirectory(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "content", "bank");
    if (existsSync(join(candidate, EXAM_TYPES[0], "exam.yaml"))) return candidate;
    if (dirname(dir) === dir) throw new Error(`no content/bank folder above ${from}`);
  }
}

/** A data file refused: its path, and each problem at the item it names (by key where it has one). */
export class BankFileError extends Error {
  constructor(
    readonly file: string,
    problems: string[],
  ) {
    super(`${file}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "BankFileError";
  }
}

/**
 * Parsing this YAML took 15 to 50 times as long as parsing the same data as JSON, and every test file
 * and server start reads the whole bank: a file's parsed data is kept as JSON under a hash of its
 * text, so only an edited file is parsed again. Validation still runs on every load.
 */
const PARSED_CACHE = join(tmpdir(), "abhyas-bank-parsed");

function readYaml(path: string, shown: string): unknown {
  const text = readFileSync(path, "utf8");
  const cached = join(PARSED_CACHE, `${createHash("sha256").update(text).digest("hex")}.json`);
  try {
    return JSON.parse(readFileSync(cached, "utf8"));
  } catch {
    // not parsed yet (or the cache is unreadable): parse the YAML below
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new BankFileError(shown, [error instanceof Error ? error.message : String(error)]);
  }
  try {
    mkdirSync(PARSED_CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(data));
    renameSync(partial, cached);
  } catch {
    // a read-only temporary folder only costs the next load a parse
  }
  return data;
}

/** "questions[3] (neet-phy-04).hi.options" for an issue's path in a file's data. */
function placeOf(data: unknown, path: readonly PropertyKey[]): string {
  let place = "";
  let node: unknown = data;
  for (const step of path) {
    node =
      typeof node === "object" && node !== null ? (node as Record<PropertyKey, unknown>)[step] : undefined;
    if (typeof step === "number") {
      place += `[${step}]`;
      const key = typeof node === "object" && node !== null ? (node as { key?: unknown }).key : undefined;
      if (typeof key === "string") place += ` (${key})`;
    } else place += place ? `.${String(step)}` : String(step);
  }
  return place || "(the file)";
}

/** A data file read and checked against its schema; a refusal names the file and the items at fault. */
export function readDataFile<T extends z.ZodType>(schema: T, path: string, shown: string): z.infer<T> {
  return validated(schema, readYaml(path, shown), shown);
}

function validated<T extends z.ZodType>(schema: T, data: unknown, shown: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new BankFileError(
    shown,
    result.error.issues.map((issue) => `${placeOf(data, issue.path)}: ${issue.message}`),
  );
}

/** One exam's bank: its exam.yaml and the files it names, concatenated in the order named. */
export function loadExamBank(exam: ExamType, bankDirectory = findBankDirectory()): ExamContent {
  const folder = join(bankDirectory, exam);
  const shown = (name: string) => relative(join(bankDirectory, "..", ".."), join(folder, name));
  const head = validated(
    bankExamFileSchema,
    readYaml(join(folder, "exam.yaml"), shown("exam.yaml")),
    shown("exam.yaml"),
  );
  if (head.exam.key !== exam)
    throw new BankFileError(shown("exam.yaml"), [`exam.key: ${head.exam.key} in the ${exam} folder`]);
  const onDisk = readdirSync(folder).filter((name) => name.endsWith(".yaml") && name !== "exam.yaml");
  const unlisted = onDisk.filter((name) => !head.files.includes(name));
  const missing = head.files.filter((name) => !onDisk.includes(name));
  if (unlisted.length || missing.length) {
    throw new BankFileError(shown("exam.yaml"), [
      ...unlisted.map((name) => `files: ${name} is in the folder but not listed`),
      ...missing.map((name) => `files: ${name} is listed but not in the folder`),
    ]);
  }
  const parts: BankPartFile[] = head.files.map((name) =>
    validated(bankPartFileSchema, readYaml(join(folder, name), shown(name)), shown(name)),
  );
  const content: ExamContent = {
    exam: head.exam,
    topics: head.topics,
    questions: parts.flatMap((part) => part.questions ?? []),
    stimuli: parts.flatMap((part) => part.stimuli ?? []),
    quizzes: parts.flatMap((part) => part.quizzes ?? []),
    ...(head.retiredQuizKeys ? { retiredQuizKeys: head.retiredQuizKeys } : {}),
  };
  const syllabus = loadSyllabus(exam, bankDirectory);
  const problems = chapterProblems(content, syllabus);
  if (problems.length) throw new BankFileError(relative(join(bankDirectory, "..", ".."), folder), problems);
  return content;
}

/** content/syllabus/<exam>.yaml, beside the bank's folder: the exam's subjects, units and chapters. */
export function loadSyllabus(exam: ExamType, bankDirectory = findBankDirectory()): Syllabus {
  const path = join(bankDirectory, "..", "syllabus", `${exam}.yaml`);
  const shown = relative(join(bankDirectory, "..", ".."), path);
  if (!existsSync(path)) throw new BankFileError(shown, [`the ${exam} syllabus is missing`]);
  const syllabus = readDataFile(syllabusSchema, path, shown);
  if (syllabus.exam !== exam) throw new BankFileError(shown, [`exam: ${syllabus.exam} in ${exam}.yaml`]);
  return syllabus;
}

/**
 * What keeps a bank from its syllabus: a question with no chapter, or one its exam's syllabus does
 * not list under the question's subject, and a subject the two do not share.
 */
export function chapterProblems(content: ExamContent, syllabus: Syllabus): string[] {
  const subjectOf = new Map(syllabusChapters(syllabus).map((c) => [c.slug, c.subject]));
  const bankSubjects = Object.keys(content.topics);
  const syllabusSubjects = syllabus.subjects.map((s) => s.name);
  return [
    ...bankSubjects
      .filter((s) => !syllabusSubjects.includes(s))
      .map((s) => `topics: subject ${s} is not in content/syllabus/${content.exam.key}.yaml`),
    ...syllabusSubjects
      .filter((s) => !bankSubjects.includes(s))
      .map((s) => `syllabus subject ${s} is not one of the exam's subjects (topics in exam.yaml)`),
    ...content.questions.flatMap((q) => {
      if (q.chapter === undefined) return [`${q.key}.chapter: every question names its syllabus chapter`];
      const subject = subjectOf.get(q.chapter);
      if (subject === undefined)
        return [`${q.key}.chapter: ${q.chapter} is not a chapter of the ${content.exam.key} syllabus`];
      if (subject !== q.subject)
        return [`${q.key}.chapter: ${q.chapter} is a chapter of ${subject}, not of ${q.subject}`];
      return [];
    }),
  ];
}

/** The whole bank, in the order the app lists the exams. */
export function loadBank(bankDirectory = findBankDirectory()): ExamContent[] {
  return EXAM_TYPES.map((exam) => loadExamBank(exam, bankDirectory));
}
