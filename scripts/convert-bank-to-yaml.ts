// Run once to move the bank from TypeScript modules into content/bank: node --import tsx scripts/convert-bank-to-yaml.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { Document, isScalar, visit } from "yaml";
import { ALL_EXAM_CONTENT } from "~/server/content";
import { bankingPrelimsPapers } from "~/server/content/exams/banking-papers/prelims";
import { jeeAdvancedPaper } from "~/server/content/exams/jee-papers/advanced";
import { jeeMainPapers } from "~/server/content/exams/jee-papers/main";
import { neetPaper1 } from "~/server/content/exams/neet-papers/paper-1";
import { neetPaper2 } from "~/server/content/exams/neet-papers/paper-2";
import { sscTier1Papers } from "~/server/content/exams/ssc-papers/tier-1";
import { upscCsatPapers } from "~/server/content/exams/upsc-papers/csat";
import { upscGsPapers } from "~/server/content/exams/upsc-papers/general-studies";
import type { PaperContent } from "~/server/content/papers";
import type { ContentQuestion, ContentQuiz, ContentStimulus, ExamContent } from "~/server/content/types";

const PARTS: Record<string, [string, PaperContent][]> = {
  upsc: [
    ["general-studies", upscGsPapers],
    ["csat", upscCsatPapers],
  ],
  jee: [
    ["main", jeeMainPapers],
    ["advanced", jeeAdvancedPaper],
  ],
  neet: [
    ["paper-1", neetPaper1],
    ["paper-2", neetPaper2],
  ],
  ssc: [["tier-1", sscTier1Papers]],
  banking: [["prelims", bankingPrelimsPapers]],
};

type Part = { stimuli: ContentStimulus[]; questions: ContentQuestion[]; quizzes: ContentQuiz[] };
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const keysOf = (z: ContentQuiz) => z.questionKeys ?? (z.sections ?? []).flatMap((s) => s.questionKeys);

/** Contiguous runs of a label; null when a label comes back after another. */
function runs(
  questions: ContentQuestion[],
  label: (q: ContentQuestion) => string,
): [string, ContentQuestion[]][] | null {
  const out: [string, ContentQuestion[]][] = [];
  for (const q of questions) {
    const l = label(q);
    const last = out[out.length - 1];
    if (last && last[0] === l) last[1].push(q);
    else {
      if (out.some(([x]) => x === l)) return null;
      out.push([l, [q]]);
    }
  }
  return out;
}

function split(content: ExamContent): Map<string, Part> {
  const exam = content.exam.key;
  const parts = PARTS[exam] ?? [];
  const partQ = parts.reduce((n, [, p]) => n + p.questions.length, 0);
  const partS = parts.reduce((n, [, p]) => n + (p.stimuli ?? []).length, 0);
  const partZ = parts.reduce((n, [, p]) => n + p.quizzes.length, 0);
  const stimuli = content.stimuli ?? [];
  const segments: {
    name: string;
    questions: ContentQuestion[];
    stimuli: ContentStimulus[];
    quizzes: ContentQuiz[];
  }[] = [
    {
      name: "",
      questions: content.questions.slice(0, content.questions.length - partQ),
      stimuli: stimuli.slice(0, stimuli.length - partS),
      quizzes: content.quizzes.slice(0, content.quizzes.length - partZ),
    },
  ];
  let [qi, si, zi] = [
    content.questions.length - partQ,
    stimuli.length - partS,
    content.quizzes.length - partZ,
  ];
  for (const [name, p] of parts) {
    const sc = (p.stimuli ?? []).length;
    segments.push({
      name,
      questions: content.questions.slice(qi, qi + p.questions.length),
      stimuli: stimuli.slice(si, si + sc),
      quizzes: content.quizzes.slice(zi, zi + p.quizzes.length),
    });
    qi += p.questions.length;
    si += sc;
    zi += p.quizzes.length;
  }
  const files = new Map<string, Part>();
  const file = (name: string) => {
    const found = files.get(name);
    if (found) return found;
    const made: Part = { stimuli: [], questions: [], quizzes: [] };
    files.set(name, made);
    return made;
  };
  const home = new Map<string, string>();
  for (const seg of segments) {
    const prefix = seg.name ? `${seg.name}-` : "";
    const quizOf = (q: ContentQuestion) => seg.quizzes.find((z) => keysOf(z).includes(q.key))?.key;
    const byQuiz = seg.name ? runs(seg.questions, (q) => quizOf(q) ?? `subject:${q.subject}`) : null;
    const grouped =
      byQuiz && byQuiz.length <= seg.quizzes.length + 2
        ? byQuiz.map(
            ([l, qs]) =>
              [
                l.startsWith("subject:") ? `${prefix}${slug(l.slice(8))}` : l.replace(`${exam}-`, ""),
                qs,
              ] as const,
          )
        : (
            runs(seg.questions, (q) => q.subject) ??
            runs(seg.questions, (q) => (q.type && q.type !== "single" ? `${q.subject} ${q.type}` : q.subject))
          )?.map(([l, qs]) => [`${prefix}${slug(l)}`, qs] as const);
    if (!grouped) throw new Error(`${exam} ${seg.name}: subjects not contiguous`);
    for (const [name, qs] of grouped) {
      file(name).questions.push(...qs);
      for (const q of qs) home.set(q.key, name);
    }
    file(seg.name ? `${seg.name}-papers` : "mock-tests");
  }
  for (const seg of segments) {
    for (const s of seg.stimuli) {
      const first = content.questions.find((q) => q.stimulus === s.key);
      if (!first) throw new Error(`stimulus ${s.key} unused`);
      file(home.get(first.key) ?? "").stimuli.push(s);
    }
  }
  for (const seg of segments) {
    const papersFile = seg.name ? `${seg.name}-papers` : "mock-tests";
    // a quiz sits with its questions only while that keeps the quizzes in their order
    const order = [...files.keys()];
    let cursor = 0;
    for (const z of seg.quizzes) {
      const homes = new Set(keysOf(z).map((k) => home.get(k)));
      const [only] = homes;
      const target = homes.size === 1 && only && order.indexOf(only) >= cursor ? only : papersFile;
      cursor = order.indexOf(target);
      file(target).quizzes.push(z);
    }
  }
  for (const [name, f] of files)
    if (!f.questions.length && !f.quizzes.length && !f.stimuli.length) files.delete(name);
  return files;
}

const YAML_OPTIONS = { lineWidth: 110, minContentWidth: 40 } as const;

/** Long text as block scalars: multi-line text kept as written (|), a long line folded (>). */
function stringify(data: unknown): string {
  const doc = new Document(data, { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(key, node) {
      if (key === "key" || !isScalar(node) || typeof node.value !== "string") return;
      if (node.value.includes("\n")) node.type = "BLOCK_LITERAL";
      else if (node.value.length > 90) node.type = "BLOCK_FOLDED";
    },
  });
  return doc.toString(YAML_OPTIONS);
}

for (const content of ALL_EXAM_CONTENT) {
  const dir = `content/bank/${content.exam.key}`;
  mkdirSync(dir, { recursive: true });
  const files = split(content);
  const exam = {
    exam: content.exam,
    topics: content.topics,
    ...(content.retiredQuizKeys ? { retiredQuizKeys: content.retiredQuizKeys } : {}),
    files: [...files.keys()].map((f) => `${f}.yaml`),
  };
  writeFileSync(`${dir}/exam.yaml`, stringify(exam));
  for (const [name, part] of files) {
    const data = {
      ...(part.stimuli.length ? { stimuli: part.stimuli } : {}),
      ...(part.questions.length ? { questions: part.questions } : {}),
      ...(part.quizzes.length ? { quizzes: part.quizzes } : {}),
    };
    writeFileSync(`${dir}/${name}.yaml`, stringify(data));
  }
  console.log(
    content.exam.key,
    [...files]
      .map(([n, p]) => `${n}(${p.questions.length}q ${p.stimuli.length}s ${p.quizzes.length}z)`)
      .join(" "),
  );
}
