import { describe, expect, it } from "vitest";
import {
  ALL_TYPES,
  DEFAULTS,
  MULTIPLE,
  NUMERICAL,
  SINGLE_FIVE,
  SINGLE_FOUR,
} from "~/server/test-support/bank-items";
import { bankQuestionSchema } from "~/shared/contract/bank";
import type { BankFormatName } from "~/shared/contract/bank-exchange";
import type { BankItem } from "./bank-item";
import { BANK_FORMATS } from "./formats";

/** An item as a format carries it: what it cannot carry comes back as the import form's defaults. */
function asCarried(item: BankItem, format: BankFormatName): Partial<BankItem> {
  const copy: Record<string, unknown> = { ...item };
  if (format === "gift" || format === "aiken") {
    delete copy.hi;
    delete copy.source;
    delete copy.asOf;
    Object.assign(copy, DEFAULTS);
  }
  if (format === "aiken") copy.explanation = "";
  // CSV and Aiken have no identifier: an import names its questions by line
  if (format === "csv" || format === "aiken") delete copy.key;
  return copy as Partial<BankItem>;
}

function roundTrip(format: BankFormatName, items: BankItem[]) {
  const { text } = BANK_FORMATS[format].write(items);
  const read = BANK_FORMATS[format].parse(text, DEFAULTS);
  return { text, read };
}

const FULL_FORMATS: BankFormatName[] = ["moodle-xml", "qti3", "csv", "data-file", "gift"];

describe.each(FULL_FORMATS)("%s gives back what it wrote", (format) => {
  it.each([
    ["a single-answer question with four options, in English and Hindi", SINGLE_FOUR],
    ["a single-answer question with five options and a source", SINGLE_FIVE],
    ["a multiple-correct question, in English and Hindi", MULTIPLE],
    ["a numerical question with a range, in English and Hindi", NUMERICAL],
  ])("%s", (_, item) => {
    const { read } = roundTrip(format, [item]);
    expect(read.problems).toEqual([]);
    expect(read.items).toHaveLength(1);
    const back = read.items[0] as BankItem;
    const expected = asCarried(item, format);
    expect(format === "csv" || format === "aiken" ? { ...back, key: undefined } : back).toEqual(
      format === "csv" || format === "aiken" ? { ...expected, key: undefined } : expected,
    );
  });

  it("keeps a whole set in order", () => {
    const { read } = roundTrip(format, ALL_TYPES);
    expect(read.problems).toEqual([]);
    expect(read.items.map((i) => i.text)).toEqual(ALL_TYPES.map((i) => i.text));
  });
});

describe("aiken gives back what it wrote", () => {
  it("single-answer questions with four and five options", () => {
    const { read } = roundTrip("aiken", [SINGLE_FOUR, SINGLE_FIVE]);
    expect(read.problems).toEqual([]);
    expect(read.items.map((i) => ({ ...i, key: undefined }))).toEqual(
      [SINGLE_FOUR, SINGLE_FIVE].map((i) => ({ ...asCarried(i, "aiken"), key: undefined })),
    );
  });
});

describe("each export says what its format could not carry", () => {
  it("Aiken: the Hindi, the explanations, and the types it has no place for", () => {
    const { text, notCarried } = BANK_FORMATS.aiken.write(ALL_TYPES);
    expect(notCarried.join("\n")).toMatch(/2 multiple-correct or numerical questions/);
    expect(notCarried.join("\n")).toMatch(/the Hindi of 3 questions/);
    expect(notCarried.join("\n")).toMatch(/explanations of 4 questions/);
    expect(text).not.toContain(MULTIPLE.text);
  });

  it("GIFT: the Hindi and the subject, topic and difficulty", () => {
    const { notCarried } = BANK_FORMATS.gift.write(ALL_TYPES);
    expect(notCarried.join("\n")).toMatch(/the Hindi of 3 questions \(GIFT has no second language\)/);
    expect(notCarried.join("\n")).toMatch(/subject, topic, difficulty/);
  });

  it("the bank's data file carries everything", () => {
    expect(BANK_FORMATS["data-file"].write(ALL_TYPES).notCarried).toEqual([]);
  });

  it("Moodle XML and CSV carry Hindi", () => {
    for (const format of ["moodle-xml", "csv"] as const) {
      expect(BANK_FORMATS[format].write(ALL_TYPES).notCarried.join("\n")).not.toMatch(/Hindi/);
    }
  });
});

describe("the bank's data file", () => {
  it("reads back a large export whose questions share their Hindi objects (no YAML aliases to cap)", () => {
    const items = Array.from({ length: 150 }, (_, i) => ({
      ...MULTIPLE,
      key: `shared-${i}`,
      text: `${i}: ${MULTIPLE.text}`,
    }));
    const { read } = roundTrip("data-file", items);
    expect(read.problems).toEqual([]);
    expect(read.items).toHaveLength(150);
  });
});

describe("a question kept as structure", () => {
  const structured = bankQuestionSchema.parse({
    key: "zq-neet-ar-01",
    subject: "Physics",
    topic: "Laws of Motion",
    difficulty: "easy",
    format: "assertion-reason",
    structure: {
      kind: "assertion-reason",
      lead: "Given below are two statements.",
      assertion: "A body moving with constant velocity has no net force on it.",
      reason: "Acceleration is the rate of change of velocity.",
      question: "Choose the correct answer.",
      layout: "paragraphs",
    },
    options: [
      "A and R true, R explains A",
      "A and R true, R does not explain A",
      "A true, R false",
      "A false, R true",
    ],
    correct: 0,
    explanation: "Zero acceleration means zero net force by the second law, which the reason supplies.",
    hi: {
      structure: {
        kind: "assertion-reason",
        lead: "नीचे दो कथन दिए गए हैं।",
        assertion: "नियत वेग से गतिमान पिंड पर नेट बल शून्य होता है।",
        reason: "त्वरण वेग में परिवर्तन की दर है।",
        question: "सही उत्तर चुनिए।",
        layout: "paragraphs",
      },
      options: ["दोनों सत्य, R व्याख्या है", "दोनों सत्य, R व्याख्या नहीं", "A सत्य, R असत्य", "A असत्य, R सत्य"],
      explanation: "शून्य त्वरण का अर्थ द्वितीय नियम से शून्य नेट बल है।",
    },
  });

  it("comes back from the data file as its parts, and the file holds no flattened text", () => {
    const { text, read } = roundTrip("data-file", [structured]);
    expect(read.problems).toEqual([]);
    expect(read.items).toEqual([structured]);
    expect(text).toContain("assertion: A body moving with constant velocity");
    expect(text).not.toContain("Assertion (A):");
  });

  it.each(["moodle-xml", "qti3", "csv", "gift"] as const)(
    "comes back from %s as its flattened text",
    (format) => {
      const { read } = roundTrip(format, [structured]);
      expect(read.problems).toEqual([]);
      expect(read.items[0]?.text).toBe(
        "Given below are two statements.\n\nAssertion (A): A body moving with constant velocity has no net force on it.\n\nReason (R): Acceleration is the rate of change of velocity.\n\nChoose the correct answer.",
      );
      expect(read.items[0]?.structure).toBeUndefined();
    },
  );
});
