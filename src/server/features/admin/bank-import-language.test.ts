import { describe, expect, it } from "vitest";
import { BANK_FORMATS } from "~/server/bank-formats/formats";
import { DEFAULTS } from "~/server/test-support/bank-items";
import type { BankFormatName } from "~/shared/contract/bank-exchange";
import { bankImportIn, bankProblemIn } from "./bank-import-language";

const DEVANAGARI = /[\u0900-\u097F]/;

const moodle = (type: string, name: string, inner: string) =>
  `<question type="${type}"><name><text>${name}</text></name><questiontext format="html"><text>Q ${name}?</text></questiontext>${inner}</question>`;
const answers = (fractions: number[]) =>
  fractions.map((f, i) => `<answer fraction="${f}"><text>option ${i + 1}</text></answer>`).join("");
const qti = (identifier: string, body: string, declaration = "") =>
  `<qti-assessment-item identifier="${identifier}">${declaration}<qti-item-body>${body}</qti-item-body></qti-assessment-item>`;
const choice = (cardinality: string, values: string[], choices = ["A", "B", "C", "D"]) =>
  [
    `<qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="identifier"><qti-correct-response>${values.map((v) => `<qti-value>${v}</qti-value>`).join("")}</qti-correct-response></qti-response-declaration>`,
    `<qti-choice-interaction response-identifier="RESPONSE"><qti-prompt>Q?</qti-prompt>${choices.map((c) => `<qti-simple-choice identifier="${c}">${c}</qti-simple-choice>`).join("")}</qti-choice-interaction>`,
  ] as const;

/** Bad files of every format, between them meeting each problem a format names. */
const BAD_FILES: [BankFormatName, string][] = [
  ["moodle-xml", "<quiz><question>"],
  ["moodle-xml", "<notquiz/>"],
  ["moodle-xml", "<quiz></quiz>"],
  [
    "moodle-xml",
    `<quiz>${[
      ...["shortanswer", "essay", "matching", "truefalse", "cloze", "ddwtos", "gapselect", "description"],
      ...["calculated", "randomsamatch", "hotspot"],
    ]
      .map((type) => moodle(type, `${type}-1`, ""))
      .join("")}
      ${moodle("numerical", "n-none", answers([0]))}
      ${moodle("numerical", "n-two", answers([100, 100]))}
      ${moodle("numerical", "n-word", '<answer fraction="100"><text>ten</text></answer>')}
      ${moodle("numerical", "n-tol", '<answer fraction="100"><text>10</text><tolerance>x</tolerance></answer>')}
      ${moodle("multichoice", "three", answers([100, 0, 0]))}
      ${moodle("multichoice", "no-right", answers([0, 0, 0, 0]))}
      ${moodle("multichoice", "two-right", `<single>true</single>${answers([100, 100, 0, 0])}`)}
      ${moodle("multichoice", "same-options", '<answer fraction="100"><text>a</text></answer>'.repeat(4))}
    </quiz>`,
  ],
  [
    "gift",
    [
      "::a:: No braces",
      "::b:: Essay {}",
      "::c:: TF {T}",
      "::d:: Num {#ten}",
      "::e:: Num {#1e}",
      "::f:: Match {=a -> 1 =b -> 2}",
      "::g:: Short {=Paris}",
      "::h:: Few {=a ~b}",
      "::i:: None {~a ~b ~c ~d}",
    ].join("\n\n"),
  ],
  ["gift", "// only a comment"],
  [
    "aiken",
    "Q?\nA. a\nB. b\nANSWER: A\n\nQ2?\nA. a\nB. b\nC. c\nD. d\nANSWER: F\n\nQ3?\nA. a\nnoise\n\nQ4?\nA. a",
  ],
  ["aiken", "\n"],
  ["qti3", "<wrap/>"],
  [
    "qti3",
    `<wrap>${[
      qti("no-body", "").replace("<qti-item-body></qti-item-body>", ""),
      qti("order", '<qti-order-interaction response-identifier="R"/>'),
      qti("nothing", "<p>text</p>"),
      qti("missing-choice", choice("single", ["Z"])[1], choice("single", ["Z"])[0]),
      qti("no-correct", choice("single", [])[1], choice("single", [])[0]),
      qti("three", choice("single", ["A"], ["A", "B", "C"])[1], choice("single", ["A"], ["A", "B", "C"])[0]),
      qti("two-single", choice("single", ["A", "B"])[1], choice("single", ["A", "B"])[0]),
      qti(
        "word",
        '<qti-text-entry-interaction response-identifier="RESPONSE"/>',
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>',
      ),
      qti(
        "not-number",
        '<qti-text-entry-interaction response-identifier="RESPONSE"/>',
        '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="float"><qti-correct-response><qti-value>x</qti-value></qti-correct-response></qti-response-declaration>',
      ),
    ].join("")}</wrap>`,
  ],
  ["data-file", "questions: [\n"],
  ["data-file", "items: []\n"],
  [
    "data-file",
    "questions:\n  - key: bad-1\n    text: Q?\n    options: [a, b, c]\n    correct: 0\n  - key: bad-2\n    type: numerical\n    text: Q?\n    numericAnswer: { min: 3, max: 1 }\n    asOf: yesterday\n" +
      '  - key: bad-3\n    text: Q?\n    options: [a, "", c, d]\n    correct: 7\n    difficulty: tough\n    colour: red\n    hints: 3\n',
  ],
  ["csv", "question,option1,option2,option3,option4,correctAnswer\nBad?,a,b,c,d,z\nSame?,a,a,c,d,a\n"],
];

describe("a bank import's problems in Hindi", () => {
  const problems = BAD_FILES.flatMap(([format, text]) =>
    BANK_FORMATS[format].parse(text, DEFAULTS).problems.map((p) => ({ format, ...p })),
  );

  it("meets many kinds of problem", () => {
    expect(new Set(problems.map((p) => p.message)).size).toBeGreaterThan(35);
  });

  it("words every problem and every place in Hindi", () => {
    const english = problems.filter((p) => !DEVANAGARI.test(bankProblemIn(p.message, "hi")));
    expect(english).toEqual([]);
    const translated = bankImportIn(
      { dryRun: true, items: [], problems, duplicates: [], added: 0 },
      "hi",
    ).problems;
    expect(translated.filter((p) => !DEVANAGARI.test(p.where))).toEqual([]);
  });

  it("keeps the values a message names, and leaves English as it is", () => {
    expect(bankProblemIn("has 3 options; the bank's questions have 4 or 5", "hi")).toBe(
      "इसमें 3 विकल्प हैं; बैंक के प्रश्नों में 4 या 5 होते हैं",
    );
    expect(bankProblemIn('the answer "ten" is not a number', "hi")).toBe('उत्तर "ten" संख्या नहीं है');
    expect(bankProblemIn("options: must have 4 or 5 options; correct: is required", "en")).toBe(
      "options: must have 4 or 5 options; correct: is required",
    );
  });

  it("sends a message whole in English when one of its parts has no Hindi", () => {
    expect(bankProblemIn("has no qti-item-body; zq-something unheard of", "hi")).toBe(
      "has no qti-item-body; zq-something unheard of",
    );
  });
});
