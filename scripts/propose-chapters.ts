// Files new bank questions under their syllabus chapter: every question of content/bank/<exam>/*.yaml
// with no `chapter:` gets one after its `topic:` line, read from its subject and topic (a chapter of
// that name in content/syllabus/<exam>.yaml, else TOPIC_CHAPTERS below). Topics that span chapters
// (Modern Physics, NEET's Kinematics) and topics it cannot place are listed for a writer to tag by
// hand. Run: node --import tsx scripts/propose-chapters.ts, then the content tests.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { findBankDirectory, loadSyllabus } from "~/server/content/load";
import { syllabusChapters } from "~/shared/contract/syllabus";
import { EXAM_TYPES } from "~/shared/exam-types";

/** "exam|subject|topic" -> chapter slug, where the bank's topic is not its chapter's name */
const TOPIC_CHAPTERS: Record<string, string> = {
  "jee|Chemistry|Basic Principles of Organic Chemistry": "chem-some-basic-principles-of-organic-chemistry",
  "jee|Chemistry|Classification of Elements and Periodicity":
    "chem-classification-of-elements-and-periodicity-in-properties",
  "jee|Chemistry|Coordination Compounds": "chem-co-ordination-compounds",
  "jee|Mathematics|Binomial Theorem": "math-binomial-theorem-and-its-simple-applications",
  "jee|Mathematics|Coordinate Geometry": "math-co-ordinate-geometry",
  "jee|Mathematics|Sequences and Series": "math-sequence-and-series",
  "neet|Physics|Ray Optics": "phy-ray-optics-and-optical-instruments",
  "neet|Chemistry|Atomic Structure": "chem-structure-of-atom",
  "neet|Chemistry|Basic Principles of Organic Chemistry":
    "chem-organic-chemistry-some-basic-principles-and-techniques",
  "neet|Chemistry|Chemical Thermodynamics": "chem-thermodynamics",
  "neet|Chemistry|Classification of Elements and Periodicity":
    "chem-classification-of-elements-and-periodicity-in-properties",
};

type Item = { key?: string; subject?: string; topic?: string; chapter?: string };

const bank = findBankDirectory();
const unplaced: string[] = [];
for (const exam of EXAM_TYPES) {
  const byName = new Map(
    syllabusChapters(loadSyllabus(exam, bank)).map((c) => [`${c.subject}|${c.name}`, c.slug]),
  );
  const folder = join(bank, exam);
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".yaml") && n !== "exam.yaml")) {
    const path = join(folder, name);
    const text = readFileSync(path, "utf8");
    const items = ((parse(text) as { questions?: Item[] } | null)?.questions ?? []).filter((q) => !q.chapter);
    if (items.length === 0) continue;
    const chapterOf = new Map<string, string>();
    for (const q of items) {
      const slug = byName.get(`${q.subject}|${q.topic}`) ?? TOPIC_CHAPTERS[`${exam}|${q.subject}|${q.topic}`];
      if (slug && q.key) chapterOf.set(q.key, slug);
      else unplaced.push(`${exam}/${name} ${q.key}: ${q.subject} / ${q.topic}`);
    }
    // a question item's fields sit at four spaces, its key first: the line goes after its topic
    let key: string | undefined;
    const lines = text.split("\n").flatMap((line) => {
      key = /^ {2}- key: (\S+)\s*$/.exec(line)?.[1] ?? key;
      const slug = key === undefined ? undefined : chapterOf.get(key);
      return /^ {4}topic: /.test(line) && slug ? [line, `    chapter: ${slug}`] : [line];
    });
    writeFileSync(path, lines.join("\n"));
    process.stdout.write(`${exam}/${name}: ${chapterOf.size} filed\n`);
  }
}
if (unplaced.length) process.stdout.write(`to tag by hand:\n${unplaced.map((u) => `  ${u}`).join("\n")}\n`);
