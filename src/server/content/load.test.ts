import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { ALL_EXAM_CONTENT } from "./index";
import { findBankDirectory, loadExamBank } from "./load";

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const BANK = join(REPOSITORY, "content", "bank");
const syllabus = parse(readFileSync(join(REPOSITORY, "content", "syllabus", "upsc.yaml"), "utf8")) as {
  subjects: { name: string; units: { slug: string; chapters: { slug: string }[] }[] }[];
};
/** A valid UPSC question the refused files below start from. */
const question = {
  key: "upsc-zq-01",
  subject: "History",
  topic: "Ancient India",
  chapter: "hist-ancient-india",
  difficulty: "easy",
  text: "Which of these is a Harappan site?",
  options: ["Lothal", "Pataliputra", "Hampi", "Sanchi"],
  correct: 0,
  explanation: "Lothal in Gujarat is a Harappan port town.",
};

describe("the bank read from content/bank", () => {
  it("holds what the bank held when it was written in TypeScript, exam by exam", () => {
    const counts = ALL_EXAM_CONTENT.map((c) => ({
      exam: c.exam.key,
      questions: c.questions.length,
      stimuli: c.stimuli.length,
      quizzes: c.quizzes.length,
    }));
    expect(counts).toEqual([
      { exam: "upsc", questions: 897, stimuli: 44, quizzes: 18 },
      { exam: "jee", questions: 970, stimuli: 12, quizzes: 15 },
      { exam: "neet", questions: 1086, stimuli: 0, quizzes: 12 },
      { exam: "ssc", questions: 675, stimuli: 11, quizzes: 11 },
      { exam: "banking", questions: 529, stimuli: 28, quizzes: 10 },
    ]);
  });

  it("is found from the source, and from a built server's folder its own copy first", () => {
    expect(findBankDirectory()).toBe(BANK);
    const root = mkdtempSync(join(tmpdir(), "abhyas-bank-find-"));
    try {
      const server = join(root, "dist", "server");
      mkdirSync(server, { recursive: true });
      const bankIn = (base: string) => {
        mkdirSync(join(base, "content", "bank", "upsc"), { recursive: true });
        writeFileSync(join(base, "content", "bank", "upsc", "exam.yaml"), "");
        return join(base, "content", "bank");
      };
      const sourceBank = bankIn(root);
      expect(findBankDirectory(server)).toBe(sourceBank);
      const shippedBank = bankIn(join(root, "dist"));
      expect(findBankDirectory(server)).toBe(shippedBank);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("a data file the loader refuses", () => {
  let root: string;
  let folder: string;
  const head = parse(readFileSync(join(BANK, "upsc", "exam.yaml"), "utf8")) as { files: string[] };
  const writeExam = (files: string[]) =>
    writeFileSync(join(folder, "exam.yaml"), stringify({ ...head, files }));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "bank-"));
    folder = join(root, "content", "bank", "upsc");
    mkdirSync(folder, { recursive: true });
    mkdirSync(join(root, "content", "syllabus"));
    writeFileSync(join(root, "content", "syllabus", "upsc.yaml"), stringify(syllabus));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const load = () => loadExamBank("upsc", join(root, "content", "bank"));

  it("is named with the item's key and the field at fault", () => {
    writeExam(["topic-set.yaml"]);
    writeFileSync(
      join(folder, "topic-set.yaml"),
      stringify({ questions: [question, { ...question, key: "upsc-zq-02", correct: 4, optoins: [] }] }),
    );
    expect(load).toThrow("content/bank/upsc/topic-set.yaml");
    expect(load).toThrow("questions[1] (upsc-zq-02).correct: correct names no option");
    expect(load).toThrow('questions[1] (upsc-zq-02): Unrecognized key: "optoins"');
  });

  it("when it is not YAML, with its line", () => {
    writeExam(["topic-set.yaml"]);
    writeFileSync(join(folder, "topic-set.yaml"), "questions:\n  - key: [unclosed\n");
    expect(load).toThrow(/content\/bank\/upsc\/topic-set\.yaml:\n.*line 3/);
  });

  it("when exam.yaml does not list it, or lists a file that is not there", () => {
    writeExam(["topic-set.yaml", "missing.yaml"]);
    writeFileSync(join(folder, "topic-set.yaml"), stringify({ questions: [question] }));
    writeFileSync(join(folder, "stray.yaml"), stringify({ questions: [] }));
    expect(load).toThrow("files: stray.yaml is in the folder but not listed");
    expect(load).toThrow("files: missing.yaml is listed but not in the folder");
  });

  it("is read again once edited, and the exam gets its questions in the order the files are listed", () => {
    writeExam(["b.yaml", "a.yaml"]);
    writeFileSync(join(folder, "a.yaml"), stringify({ questions: [question] }));
    writeFileSync(join(folder, "b.yaml"), stringify({ questions: [{ ...question, key: "upsc-zq-02" }] }));
    expect(load().questions.map((q) => [q.key, q.text])).toEqual([
      ["upsc-zq-02", question.text],
      ["upsc-zq-01", question.text],
    ]);
    writeFileSync(join(folder, "a.yaml"), stringify({ questions: [{ ...question, text: "Edited?" }] }));
    expect(load().questions.map((q) => q.text)).toEqual([question.text, "Edited?"]);
  });
});

describe("a question's chapter", () => {
  let root: string;
  const bank = () => join(root, "content", "bank");
  const head = parse(readFileSync(join(BANK, "upsc", "exam.yaml"), "utf8")) as { files: string[] };
  const write = (questions: object[], syllabusData: unknown = syllabus) => {
    mkdirSync(join(bank(), "upsc"), { recursive: true });
    mkdirSync(join(root, "content", "syllabus"), { recursive: true });
    writeFileSync(join(bank(), "upsc", "exam.yaml"), stringify({ ...head, files: ["set.yaml"] }));
    writeFileSync(join(bank(), "upsc", "set.yaml"), stringify({ questions }));
    writeFileSync(join(root, "content", "syllabus", "upsc.yaml"), stringify(syllabusData));
  };
  const load = () => loadExamBank("upsc", bank());

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "bank-chapters-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is one of its exam's syllabus chapters, under its own subject", () => {
    write([question]);
    expect(load().questions.map((q) => q.chapter)).toEqual(["hist-ancient-india"]);
    const { chapter: _, ...untagged } = question;
    write([untagged, { ...question, key: "upsc-zq-02", chapter: "hist-zq-none" }]);
    expect(load).toThrow("upsc-zq-01.chapter: every question names its syllabus chapter");
    expect(load).toThrow("upsc-zq-02.chapter: hist-zq-none is not a chapter of the upsc syllabus");
    write([{ ...question, chapter: "pol-parliament" }]);
    expect(load).toThrow("upsc-zq-01.chapter: pol-parliament is a chapter of Polity, not of History");
  });

  it("is refused when the syllabus is missing, names a slug twice or leaves out a subject", () => {
    write([question]);
    rmSync(join(root, "content", "syllabus", "upsc.yaml"));
    expect(load).toThrow("the upsc syllabus is missing");
    const [history, ...rest] = syllabus.subjects;
    const doubled = structuredClone(history!);
    doubled.units[0]!.chapters.push({ ...doubled.units[0]!.chapters[0]! });
    write([question], { ...syllabus, subjects: [doubled, ...rest] });
    expect(load).toThrow("slug hist-ancient-india is used twice");
    write([question], { ...syllabus, subjects: rest });
    expect(load).toThrow("topics: subject History is not in content/syllabus/upsc.yaml");
  });
});
