/**
 * Rewrites the seeded bank's assertion-reason, statements and match-list questions whose text
 * holds those parts as `structure:` (src/shared/contract/question-structure.ts), in English and
 * Hindi. A question is converted only when its structure flattens back to exactly the text it
 * replaces, in both languages, so nothing a learner reads changes; the others are listed.
 * Run: npx tsx scripts/structure-bank.ts [--write]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMap, isScalar, isSeq, parseDocument, stringify, type YAMLMap } from "yaml";
import type { QuestionStructure, StructureLayout } from "~/shared/contract/question-structure";
import { questionStructureSchema } from "~/shared/contract/question-structure";
import { flattenStructure, STRUCTURE_LABELS, type StructureLanguage } from "~/shared/question-structure";
import { questionTableOf } from "~/shared/question-table";

const root = path.resolve(import.meta.dirname, "../content/bank");
const write = process.argv.includes("--write");

function layoutOf(separator: string): StructureLayout {
  return separator === "\n\n" ? "paragraphs" : separator === "\n" ? "lines" : "inline";
}

/** The last sentence of `tail` and what comes before it. */
function splitLastSentence(tail: string): [string, string] | null {
  const stops = [...tail.matchAll(/[.।?] (?=\S)/gu)];
  const last = stops[stops.length - 1];
  if (!last || last.index === undefined) return null;
  return [tail.slice(0, last.index + 1), tail.slice(last.index + 2)];
}

function assertionReasonOf(text: string, language: StructureLanguage): QuestionStructure | null {
  const labels = STRUCTURE_LABELS[language];
  const a = text.indexOf(labels.assertion);
  const r = text.indexOf(labels.reason);
  if (a < 0 || r < a) return null;
  const separator = text.slice(r - 2, r) === "\n\n" ? "\n\n" : text[r - 1] === "\n" ? "\n" : " ";
  const lead = a > 0 ? text.slice(0, a - separator.length) : undefined;
  const assertion = text.slice(a + labels.assertion.length + 1, r - separator.length);
  const tail = text.slice(r + labels.reason.length + 1);
  const pieces = tail.split(separator);
  const split = separator === " " ? splitLastSentence(tail) : pieces.length <= 2 ? pieces : null;
  if (!split) return null;
  const [reason = "", question] = split;
  return { kind: "assertion-reason", lead, assertion, reason, question, layout: layoutOf(separator) };
}

function statementsOf(text: string): QuestionStructure | null {
  const lines = text.split("\n");
  const isStatement = (line: string) => /^[A-Za-z0-9]{1,4}\. \S/.test(line);
  const first = lines.findIndex(isStatement);
  if (first < 1) return null;
  let end = first;
  while (end < lines.length && isStatement(lines[end] ?? "")) end++;
  const blankBefore = lines[first - 1] === "";
  const layout: StructureLayout = blankBefore ? "paragraphs" : "lines";
  const lead = lines.slice(0, blankBefore ? first - 1 : first).join("\n");
  const question = lines.slice(blankBefore ? end + 1 : end).join("\n");
  const statements = lines.slice(first, end).map((line) => {
    const dot = line.indexOf(". ");
    return { label: line.slice(0, dot), text: line.slice(dot + 2) };
  });
  return { kind: "statements", lead, statements, question, layout };
}

function matchListOf(text: string, language: StructureLanguage): QuestionStructure | null {
  const layout = questionTableOf(text);
  if (!layout) return null;
  if (layout.table.header.length !== 2) return null;
  const entry = (cell: string) => {
    const m = /^\(([A-Za-z0-9]{1,4})\) ([\s\S]+)$/.exec(cell);
    return m ? { code: m[1] ?? "", text: m[2] ?? "" } : null;
  };
  const column = (c: number) => layout.table.rows.map((row) => row[c] ?? "").filter((cell) => cell !== "");
  const left = column(0).map(entry);
  const right = column(1).map(entry);
  if (left.some((e) => !e) || right.some((e) => !e)) return null;
  const [titleI = "", titleII = ""] = layout.table.header;
  const structure = {
    kind: "match-list" as const,
    lead: layout.lead,
    listI: { title: titleI, items: left.filter((e) => e !== null) },
    listII: { title: titleII, items: right.filter((e) => e !== null) },
    question: layout.trailing === "" ? undefined : layout.trailing,
  };
  return (
    (["table", "paragraphs", "inline"] as const)
      .map((l) => ({ ...structure, layout: l === "table" ? undefined : l }))
      .find((s) => flattenStructure(s, language) === text) ?? null
  );
}

function structureOf(format: string, text: string, language: StructureLanguage): QuestionStructure | null {
  const structure =
    format === "assertion-reason"
      ? assertionReasonOf(text, language)
      : format === "statements"
        ? statementsOf(text)
        : format === "match-list"
          ? matchListOf(text, language)
          : null;
  if (!structure || !questionStructureSchema.safeParse(structure).success) return null;
  return flattenStructure(structure, language) === text ? structure : null;
}

/** The text between a pair's key and the end of its value, from the start of the key's line. */
function pairSpan(source: string, map: YAMLMap, key: string): [number, number] | null {
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  const keyRange = pair && isScalar(pair.key) ? pair.key.range : null;
  const valueRange = pair && isScalar(pair.value) ? pair.value.range : null;
  if (!keyRange || !valueRange) return null;
  const start = source.lastIndexOf("\n", keyRange[0]) + 1;
  let end = valueRange[1];
  if (source[end - 1] !== "\n") end = source.indexOf("\n", end - 1) + 1 || source.length;
  return [start, end];
}

function structureYaml(structure: QuestionStructure, indent: string): string {
  const body = stringify({ structure }, { lineWidth: 0 });
  return body
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => indent + line)
    .join("\n")
    .concat("\n");
}

const FORMATS = ["assertion-reason", "statements", "match-list"];
let converted = 0;
const left: string[] = [];
for (const exam of readdirSync(root)) {
  for (const file of readdirSync(path.join(root, exam))) {
    const filePath = path.join(root, exam, file);
    let source = readFileSync(filePath, "utf8");
    const questions = parseDocument(source).get("questions");
    if (!isSeq(questions)) continue;
    const edits: { span: [number, number]; replacement: string }[] = [];
    for (const item of questions.items) {
      if (!isMap(item)) continue;
      const format = String(item.get("format") ?? "");
      if (!FORMATS.includes(format) || item.has("structure")) continue;
      const key = String(item.get("key"));
      const en = structureOf(format, String(item.get("text")), "en");
      const hi = item.get("hi");
      const hiText = isMap(hi) ? hi.get("text") : undefined;
      const hiStructure = typeof hiText === "string" ? structureOf(format, hiText, "hi") : null;
      const enSpan = pairSpan(source, item, "text");
      const hiSpan = isMap(hi) ? pairSpan(source, hi, "text") : null;
      if (!en || !enSpan || (isMap(hi) && (!hiStructure || !hiSpan))) {
        left.push(`${key} (${format})`);
        continue;
      }
      const indentOf = (span: [number, number]) => /^ */.exec(source.slice(span[0]))?.[0] ?? "";
      edits.push({ span: enSpan, replacement: structureYaml(en, indentOf(enSpan)) });
      if (hiStructure && hiSpan)
        edits.push({ span: hiSpan, replacement: structureYaml(hiStructure, indentOf(hiSpan)) });
      converted++;
    }
    for (const { span, replacement } of edits.sort((a, b) => b.span[0] - a.span[0]))
      source = source.slice(0, span[0]) + replacement + source.slice(span[1]);
    if (write && edits.length > 0) writeFileSync(filePath, source);
  }
}
console.log(
  `${converted} questions ${write ? "converted" : "would be converted"}; ${left.length} left as text:`,
);
for (const key of left) console.log(`  ${key}`);
