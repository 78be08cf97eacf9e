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
import { figureFiles, firstImage, resolveFigure } from "./figures";
import { bilingualHtml, escapeHtml, readBilingual } from "./rich-text";
import { parseXmlDocument, type XmlNode } from "./xml-document";

/**
 * QTI 3.0 (1EdTech Question and Test Interoperability 3.0) assessment items: a choice interaction
 * with one or several correct choices, and a numeric text entry whose tolerance is an absolute
 * qti-equal in the response processing. Any other interaction is refused, naming the item. A file
 * may hold one qti-assessment-item or several inside any wrapper (an export wraps them in
 * <qti-assessment-items>); Hindi rides as xml:lang="hi" spans; the bank's fields without a QTI
 * home (subject, topic, difficulty, format, source, as-of day) as data- attributes on the item.
 * An <img> in the item body is the question's picture, a file of the uploaded package (.zip).
 */

const NAMESPACE = "http://www.imsglobal.org/xsd/imsqtiasi_v3p0";
const OTHER_INTERACTIONS = [
  "qti-extended-text-interaction",
  "qti-match-interaction",
  "qti-order-interaction",
  "qti-associate-interaction",
  "qti-gap-match-interaction",
  "qti-hotspot-interaction",
  "qti-hottext-interaction",
  "qti-inline-choice-interaction",
  "qti-slider-interaction",
  "qti-upload-interaction",
  "qti-drawing-interaction",
  "qti-graphic-gap-match-interaction",
  "qti-select-point-interaction",
  "qti-media-interaction",
  "qti-position-object-interaction",
  "qti-portable-custom-interaction",
];
const DATA_FIELDS = ["subject", "topic", "difficulty", "format", "source", "asOf"] as const;
const dataAttribute = (field: string) => `data-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  trimValues: true,
  stopNodes: ["*.qti-prompt", "*.qti-simple-choice", "*.qti-modal-feedback"],
  isArray: (name) =>
    [
      "qti-assessment-item",
      "qti-simple-choice",
      "qti-value",
      "qti-modal-feedback",
      "qti-response-declaration",
    ].includes(name),
});

/** Every qti-assessment-item in the document, wherever it is. */
function findItems(node: unknown, found: XmlNode[] = []): XmlNode[] {
  if (Array.isArray(node)) for (const child of node) findItems(child, found);
  else if (node && typeof node === "object") {
    for (const [name, child] of Object.entries(node)) {
      if (name === "qti-assessment-item") found.push(...(child as XmlNode[]));
      else if (!name.startsWith("@")) findItems(child, found);
    }
  }
  return found;
}

function findFirst(node: unknown, name: string): XmlNode | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const hit = findFirst(child, name);
      if (hit) return hit;
    }
  } else if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      if (key === name) return (Array.isArray(child) ? child[0] : child) as XmlNode;
      if (!key.startsWith("@")) {
        const hit = findFirst(child, name);
        if (hit) return hit;
      }
    }
  }
  return undefined;
}

const stringOf = (node: unknown): string =>
  typeof node === "string"
    ? node
    : node && typeof node === "object"
      ? String((node as XmlNode)["#text"] ?? "")
      : "";

/** The item body's first picture, in its parsed elements or in a prompt kept as HTML. */
function imageOf(body: XmlNode): { src: string; alt: string } | undefined {
  const img = findFirst(body, "img");
  if (img && typeof img["@src"] === "string") return { src: img["@src"], alt: String(img["@alt"] ?? "") };
  return firstImage(stringOf(findFirst(body, "qti-prompt")));
}

export function parseQti3(
  text: string,
  defaults: ImportDefaults,
  attachments: Attachments = new Map(),
): FormatParseResult {
  const items: ExchangeItem[] = [];
  const problems: FormatProblem[] = [];
  const { document, problem } = parseXmlDocument(parser, text);
  if (problem) return { items, problems: [problem] };
  const found = findItems(document);
  if (found.length === 0)
    return { items, problems: [{ where: "file", message: "the file holds no qti-assessment-item" }] };
  found.forEach((node, index) => {
    const identifier = String(node["@identifier"] ?? `qti-${index + 1}`);
    const where = `item ${identifier}`;
    const item = readItem(node, identifier, defaults);
    if (typeof item === "string") {
      problems.push({ where, message: item });
      return;
    }
    const itemProblems = bankItemProblems(item);
    if (itemProblems.length > 0) {
      problems.push({ where, message: itemProblems.join("; ") });
      return;
    }
    const image = imageOf(node["qti-item-body"] as XmlNode);
    if (!image) {
      items.push(item);
      return;
    }
    const found = resolveFigure(image.src, image.alt, attachments);
    if ("problem" in found) problems.push({ where, message: found.problem });
    else items.push({ ...item, figure: found.figure });
  });
  return { items, problems };
}

function readItem(node: XmlNode, key: string, defaults: ImportDefaults): BankItem | string {
  const body = node["qti-item-body"] as XmlNode | undefined;
  if (!body) return "has no qti-item-body";
  const other = OTHER_INTERACTIONS.find((name) => findFirst(body, name));
  if (other) return `${other} is not imported: only choice interactions and numeric text entry are`;
  const data = (field: string) => {
    const value = node[`@${dataAttribute(field)}`];
    return typeof value === "string" ? value : undefined;
  };
  const feedbacks = (node["qti-modal-feedback"] as unknown[] | undefined) ?? [];
  const explanation = readBilingual(stringOf(feedbacks[0]), "xml:lang");
  const declarations = (node["qti-response-declaration"] as XmlNode[] | undefined) ?? [];
  const declaration = declarations[0];
  const correctValues = (
    ((declaration?.["qti-correct-response"] as XmlNode | undefined)?.["qti-value"] as unknown[]) ?? []
  ).map((v) => stringOf(v).trim());
  const format = data("format");
  const source = data("source");
  const asOf = data("asOf");
  const common = {
    key,
    subject: data("subject") ?? defaults.subject,
    topic: data("topic") ?? defaults.topic,
    difficulty: (data("difficulty") ?? defaults.difficulty) as ImportDefaults["difficulty"],
    ...(format ? { format: format as BankItem["format"] } : {}),
    ...(source ? { source } : {}),
    ...(asOf ? { asOf } : {}),
    explanation: explanation.en,
  };
  const choice = findFirst(body, "qti-choice-interaction");
  const entry = findFirst(body, "qti-text-entry-interaction");
  if (choice) {
    const stem = readBilingual(stringOf(choice["qti-prompt"]), "xml:lang");
    const choices = ((choice["qti-simple-choice"] as unknown[]) ?? []).map((c) => ({
      id: String((c as XmlNode)["@identifier"] ?? ""),
      ...readBilingual(stringOf(c), "xml:lang"),
    }));
    const options = choices.map((c) => c.en);
    const correct = correctValues.map((v) => choices.findIndex((c) => c.id === v));
    if (correct.includes(-1)) return "its correct response names a choice the item does not have";
    if (correct.length === 0) return "has no correct response";
    if (options.length !== 4 && options.length !== 5)
      return `has ${options.length} choices; the bank's questions have 4 or 5`;
    const hindi =
      stem.hi !== undefined && choices.every((c) => c.hi !== undefined)
        ? { text: stem.hi, options: choices.map((c) => c.hi ?? ""), explanation: explanation.hi ?? "" }
        : undefined;
    const isMultiple = declaration?.["@cardinality"] === "multiple";
    const sorted = [...correct].sort((a, b) => a - b);
    if (!isMultiple && sorted.length > 1) return "a single-cardinality response with several correct values";
    return (
      isMultiple
        ? {
            ...common,
            text: stem.en,
            type: "multiple",
            options,
            correctAnswers: sorted,
            ...(hindi ? { hi: hindi } : {}),
          }
        : {
            ...common,
            text: stem.en,
            type: "single",
            options,
            correct: sorted[0],
            ...(hindi ? { hi: hindi } : {}),
          }
    ) as BankItem;
  }
  if (entry) {
    const prompt = findFirst(body, "qti-prompt");
    const stem = readBilingual(stringOf(prompt), "xml:lang");
    const baseType = declaration?.["@base-type"];
    if (baseType !== "float" && baseType !== "integer")
      return "a text entry is imported only with a numeric (float or integer) response";
    const value = Number(correctValues[0]);
    if (!Number.isFinite(value)) return "its correct response is not a number";
    const equal = findFirst(node["qti-response-processing"], "qti-equal");
    const tolerance = equal ? Number(String(equal["@tolerance"] ?? "0").split(/\s+/)[0]) : 0;
    if (!Number.isFinite(tolerance)) return "its tolerance is not a number";
    return {
      ...common,
      text: stem.en,
      type: "numerical",
      numericAnswer: { min: cleanNumber(value - tolerance), max: cleanNumber(value + tolerance) },
      ...(stem.hi !== undefined ? { hi: { text: stem.hi, explanation: explanation.hi ?? "" } } : {}),
    } as BankItem;
  }
  return "has neither a choice interaction nor a text entry interaction";
}

const CHOICE_IDS = ["A", "B", "C", "D", "E"];

const IMAGES = "images/";

function writeItem(item: ExchangeItem): string {
  const hi = hindiOf(item);
  const lang = (en: string, hiText: string | undefined) => bilingualHtml(en, hiText, "xml:lang");
  const attributes = DATA_FIELDS.flatMap((field) => {
    const value = item[field];
    return value === undefined ? [] : [` ${dataAttribute(field)}="${escapeHtml(String(value))}"`];
  }).join("");
  const lines = [
    `<qti-assessment-item identifier="${escapeHtml(item.key)}" title="${escapeHtml(item.key)}" adaptive="false" time-dependent="false"${attributes}>`,
  ];
  const picture = item.figure
    ? `<p><img src="${IMAGES}${escapeHtml(encodeURIComponent(item.figure.name))}" alt="${escapeHtml(item.figure.alt)}"/></p>`
    : "";
  const feedback = `<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="explanation" show-hide="show">${lang(item.explanation, hi ? hi.explanation : undefined)}</qti-modal-feedback>`;
  if (item.type === "numerical") {
    const { min, max } = item.numericAnswer;
    const value = cleanNumber((min + max) / 2);
    const tolerance = cleanNumber((max - min) / 2);
    lines.push(
      `  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float"><qti-correct-response><qti-value>${value}</qti-value></qti-correct-response></qti-response-declaration>`,
      '  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>',
      '  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>',
      `  <qti-item-body>${picture}<qti-prompt>${lang(item.text, hi?.text)}</qti-prompt><p><qti-text-entry-interaction response-identifier="RESPONSE"/></p></qti-item-body>`,
      `  <qti-response-processing><qti-response-condition><qti-response-if><qti-equal tolerance-mode="absolute" tolerance="${tolerance} ${tolerance}"><qti-variable identifier="RESPONSE"/><qti-correct identifier="RESPONSE"/></qti-equal><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">1</qti-base-value></qti-set-outcome-value></qti-response-if></qti-response-condition></qti-response-processing>`,
    );
  } else {
    const correct = item.type === "multiple" ? item.correctAnswers : [item.correct];
    const cardinality = item.type === "multiple" ? "multiple" : "single";
    const values = correct.map((i) => `<qti-value>${CHOICE_IDS[i]}</qti-value>`).join("");
    const choices = item.options
      .map(
        (o, i) =>
          `<qti-simple-choice identifier="${CHOICE_IDS[i]}">${lang(o, hi?.options[i])}</qti-simple-choice>`,
      )
      .join("");
    lines.push(
      `  <qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="identifier"><qti-correct-response>${values}</qti-correct-response></qti-response-declaration>`,
      '  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>',
      '  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>',
      `  <qti-item-body>${picture}<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${item.type === "multiple" ? 0 : 1}"><qti-prompt>${lang(item.text, hi?.text)}</qti-prompt>${choices}</qti-choice-interaction></qti-item-body>`,
      '  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>',
    );
  }
  lines.push(`  ${feedback}`, "</qti-assessment-item>");
  return lines.join("\n");
}

export function writeQti3(items: ExchangeItem[]): {
  text: string;
  notCarried: string[];
  files: Map<string, Buffer>;
} {
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-items xmlns="${NAMESPACE}">`,
    ...items.map(writeItem),
    "</qti-assessment-items>",
    "",
  ].join("\n");
  const withPassage = items.filter((i) => i.stimulus !== undefined && !i.figure).length;
  const files = figureFiles(items, IMAGES);
  const notCarried = [
    files.size > 0
      ? "a package manifest: the .zip holds the items' XML file and their pictures, with no imsmanifest.xml"
      : "a content package: the items come in one XML file, not a zip with a manifest",
  ];
  if (withPassage > 0) notCarried.push(`the shared passage or table of ${countOf(withPassage, "question")}`);
  return { text, notCarried, files };
}

export const qti3: BankFormat = { parse: parseQti3, write: writeQti3 };
