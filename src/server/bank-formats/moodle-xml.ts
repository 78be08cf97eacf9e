import { XMLParser } from "fast-xml-parser";
import {
  type Attachments,
  type BankFormat,
  type BankItem,
  bankItemProblems,
  cleanNumber,
  countOf,
  type ExchangeItem,
  type FormatParseResult,
  type FormatProblem,
  hindiOf,
  type ImportDefaults,
} from "./bank-item";
import { firstImage, resolveFigure } from "./figures";
import { bilingualHtml, escapeHtml, htmlToText, readBilingual } from "./rich-text";
import { parseXmlDocument, type XmlNode } from "./xml-document";

/**
 * Moodle XML (docs.moodle.org "Moodle XML format"): multichoice with one or several correct
 * answers and numerical with a tolerance are read; every other type is refused with its reason.
 * Hindi rides in Moodle's multilang spans; subject, topic, difficulty, source and as-of day in
 * tags ("subject:Physics"); the bank's key in the question's name. A question's picture is an <img>
 * in its text whose file Moodle embeds beside it (<file encoding="base64">, src "@@PLUGINFILE@@/name").
 */

const REFUSED: Record<string, string> = {
  shortanswer: "short-answer questions are not imported: the bank marks options and numbers, not typed words",
  essay: "essay questions are not imported: the bank has no hand-marked answers",
  matching: "matching questions are not imported: the bank has no matching type",
  truefalse: "true/false questions are not imported: the bank's questions have 4 or 5 options",
  cloze: "cloze (embedded answers) questions are not imported",
  ddwtos: "drag-and-drop questions are not imported",
  gapselect: "select-missing-word questions are not imported",
  description: "a description is not a question",
  calculated: "calculated questions are not imported: the bank has no formula answers",
  calculatedsimple: "calculated questions are not imported: the bank has no formula answers",
  calculatedmulti: "calculated questions are not imported: the bank has no formula answers",
  randomsamatch: "random short-answer matching questions are not imported",
};

const TAG_FIELDS = ["subject", "topic", "difficulty", "format", "source", "asOf"] as const;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  trimValues: false,
  stopNodes: ["*.text"],
  isArray: (name) => ["question", "answer", "tag", "file"].includes(name),
});

const textOf = (node: unknown): string => {
  if (typeof node === "string") return node;
  if (node && typeof node === "object" && "text" in node) return String((node as XmlNode).text ?? "");
  return "";
};

const PLUGINFILE = "@@PLUGINFILE@@/";

/** The files a Moodle text element embeds (<file name="a.png" encoding="base64">), by name. */
function embeddedFiles(element: unknown, attachments: Attachments): Map<string, Buffer> {
  const files = new Map(attachments);
  const list = element && typeof element === "object" ? ((element as XmlNode).file as unknown[]) : undefined;
  for (const file of list ?? []) {
    const node = file as XmlNode;
    const name = String(node["@name"] ?? "");
    if (name && String(node["@encoding"] ?? "base64") === "base64")
      files.set(name, Buffer.from(String(node["#text"] ?? "").replace(/\s+/g, ""), "base64"));
  }
  return files;
}

export function parseMoodleXml(
  text: string,
  defaults: ImportDefaults,
  attachments: Attachments = new Map(),
): FormatParseResult {
  const problems: FormatProblem[] = [];
  const items: ExchangeItem[] = [];
  const { document, problem } = parseXmlDocument(parser, text);
  if (problem) return { items, problems: [problem] };
  const quiz = document.quiz as XmlNode | undefined;
  if (!quiz) return { items, problems: [{ where: "file", message: "a Moodle XML file starts with <quiz>" }] };
  const questions = (quiz.question as XmlNode[] | undefined) ?? [];
  let number = 0;
  for (const question of questions) {
    const type = String(question["@type"] ?? "");
    if (type === "category") continue;
    number++;
    const name = htmlToText(textOf(question.name));
    const where = name ? `item ${name}` : `question ${number}`;
    const refusal = REFUSED[type];
    if (refusal || (type !== "multichoice" && type !== "numerical")) {
      problems.push({ where, message: refusal ?? `"${type}" questions are not imported` });
      continue;
    }
    const item = readQuestion(question, type, name || `moodle-${number}`, defaults);
    if (typeof item === "string") {
      problems.push({ where, message: item });
      continue;
    }
    const itemProblems = bankItemProblems(item);
    if (itemProblems.length > 0) {
      problems.push({ where, message: itemProblems.join("; ") });
      continue;
    }
    const image = firstImage(textOf(question.questiontext));
    if (!image) {
      items.push(item);
      continue;
    }
    const src = image.src.startsWith(PLUGINFILE) ? image.src.slice(PLUGINFILE.length) : image.src;
    const found = resolveFigure(src, image.alt, embeddedFiles(question.questiontext, attachments));
    if ("problem" in found) problems.push({ where, message: found.problem });
    else items.push({ ...item, figure: found.figure });
  }
  if (number === 0 && problems.length === 0)
    problems.push({ where: "file", message: "the file holds no questions" });
  return { items, problems };
}

function readQuestion(
  question: XmlNode,
  type: string,
  key: string,
  defaults: ImportDefaults,
): BankItem | string {
  const body = readBilingual(textOf(question.questiontext), "lang");
  const feedback = readBilingual(textOf(question.generalfeedback), "lang");
  const tags = new Map<string, string>();
  const tagList = ((question.tags as XmlNode | undefined)?.tag as unknown[] | undefined) ?? [];
  for (const tag of tagList) {
    const [field, ...rest] = htmlToText(textOf(tag)).split(":");
    if (field && rest.length > 0) tags.set(field.trim(), rest.join(":").trim());
  }
  const base = {
    key,
    subject: tags.get("subject") ?? defaults.subject,
    topic: tags.get("topic") ?? defaults.topic,
    difficulty: (tags.get("difficulty") ?? defaults.difficulty) as ImportDefaults["difficulty"],
    ...(tags.has("format") ? { format: tags.get("format") as BankItem["format"] } : {}),
    ...(tags.has("source") ? { source: tags.get("source") } : {}),
    ...(tags.has("asOf") ? { asOf: tags.get("asOf") } : {}),
    text: body.en,
    explanation: feedback.en,
  };
  const answers = (question.answer as XmlNode[] | undefined) ?? [];
  if (type === "numerical") {
    const [answer, ...others] = answers.filter((a) => Number(a["@fraction"]) > 0);
    if (!answer) return "a numerical question needs an answer with a fraction above 0";
    if (others.length > 0)
      return "a numerical question with several accepted answers is not imported: the bank takes one range";
    const value = Number(htmlToText(textOf(answer)));
    const tolerance = Number(textOf(answer.tolerance) || "0");
    if (!Number.isFinite(value)) return `the answer "${htmlToText(textOf(answer))}" is not a number`;
    if (!Number.isFinite(tolerance)) return "the tolerance is not a number";
    return {
      ...base,
      type: "numerical",
      numericAnswer: { min: cleanNumber(value - tolerance), max: cleanNumber(value + tolerance) },
      ...(body.hi !== undefined ? { hi: { text: body.hi, explanation: feedback.hi ?? "" } } : {}),
    };
  }
  const read = answers.map((a) => ({
    ...readBilingual(textOf(a), "lang"),
    fraction: Number(a["@fraction"] ?? 0),
  }));
  const options = read.map((a) => a.en);
  const correct = read.flatMap((a, i) => (a.fraction > 0 ? [i] : []));
  const isSingle = String(textOf(question.single) || "true").trim() !== "false";
  const hindi =
    read.every((a) => a.hi !== undefined) && body.hi !== undefined
      ? { text: body.hi, options: read.map((a) => a.hi ?? ""), explanation: feedback.hi ?? "" }
      : undefined;
  if (options.length !== 4 && options.length !== 5)
    return `has ${options.length} options; the bank's questions have 4 or 5`;
  if (correct.length === 0) return "no answer has a fraction above 0";
  if (isSingle) {
    if (correct.length > 1) return "a single-answer question marks more than one answer correct";
    return {
      ...base,
      type: "single",
      options,
      correct: correct[0] as 0,
      ...(hindi ? { hi: hindi } : {}),
    } as BankItem;
  }
  return {
    ...base,
    type: "multiple",
    correctAnswers: correct,
    options,
    ...(hindi ? { hi: hindi } : {}),
  } as BankItem;
}

function textElement(tag: string, html: string, files = ""): string {
  return `<${tag} format="html"><text>${html}</text>${files}</${tag}>`;
}

/** A figure as Moodle writes it: the <img> after the text, its file embedded in the element. */
function figureHtml(item: ExchangeItem): { img: string; file: string } {
  if (!item.figure) return { img: "", file: "" };
  const { name, alt, bytes } = item.figure;
  return {
    img: `<p><img src="${PLUGINFILE}${escapeHtml(encodeURIComponent(name))}" alt="${escapeHtml(alt)}"/></p>`,
    file: `<file name="${escapeHtml(name)}" path="/" encoding="base64">${bytes.toString("base64")}</file>`,
  };
}

export function writeMoodleXml(items: ExchangeItem[]): { text: string; notCarried: string[] } {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>"];
  let withPassage = 0;
  for (const item of items) {
    const hi = hindiOf(item);
    const lang = (en: string, hiText: string | undefined) =>
      bilingualHtml(en, hiText, "lang", ' class="multilang"');
    const type = item.type === "numerical" ? "numerical" : "multichoice";
    out.push(`  <question type="${type}">`);
    out.push(`    <name><text>${escapeHtml(item.key)}</text></name>`);
    const figure = figureHtml(item);
    out.push(`    ${textElement("questiontext", lang(item.text, hi?.text) + figure.img, figure.file)}`);
    out.push(
      `    ${textElement("generalfeedback", lang(item.explanation, hi ? hi.explanation : undefined))}`,
    );
    out.push("    <defaultgrade>1</defaultgrade>");
    if (item.type === "numerical") {
      const { min, max } = item.numericAnswer;
      out.push(
        `    <answer fraction="100"><text>${cleanNumber((min + max) / 2)}</text><tolerance>${cleanNumber((max - min) / 2)}</tolerance></answer>`,
      );
    } else {
      const correct = item.type === "multiple" ? item.correctAnswers : [item.correct];
      out.push(`    <single>${item.type === "multiple" ? "false" : "true"}</single>`);
      out.push("    <shuffleanswers>false</shuffleanswers>");
      out.push("    <answernumbering>abc</answernumbering>");
      item.options.forEach((option, i) => {
        const fraction = correct.includes(i) ? cleanNumber(100 / correct.length) : 0;
        out.push(
          `    <answer fraction="${fraction}" format="html"><text>${lang(option, hi?.options[i])}</text></answer>`,
        );
      });
    }
    const tags = TAG_FIELDS.flatMap((field) => {
      const value = item[field];
      return value === undefined ? [] : [`<tag><text>${escapeHtml(`${field}:${value}`)}</text></tag>`];
    });
    out.push(`    <tags>${tags.join("")}</tags>`);
    out.push("  </question>");
    if (item.stimulus && !item.figure) withPassage++;
  }
  out.push("</quiz>", "");
  const notCarried =
    withPassage > 0
      ? [`the shared passage or table of ${countOf(withPassage, "question")} (Moodle XML has none)`]
      : [];
  return { text: out.join("\n"), notCarried };
}

export const moodleXml: BankFormat = { parse: parseMoodleXml, write: writeMoodleXml };
