import { describe, expect, it } from "vitest";
import { DEFAULTS } from "~/server/test-support/bank-items";
import { parseAiken } from "./aiken";
import { parseCsv } from "./csv";
import { parseDataFile } from "./data-file";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";
import { parseQti3 } from "./qti3";

/** Every format names each item it cannot import, and says why; the good items still read. */

const moodleQuestion = (type: string, name: string, inner: string) =>
  `<question type="${type}"><name><text>${name}</text></name><questiontext format="html"><text>Q ${name}?</text></questiontext>${inner}</question>`;
const answers = (fractions: number[]) =>
  fractions.map((f, i) => `<answer fraction="${f}"><text>option ${i + 1}</text></answer>`).join("");

describe("Moodle XML", () => {
  it("refuses short-answer, essay, matching and true/false questions by name, with the reason", () => {
    const xml = `<?xml version="1.0"?><quiz>
      <question type="category"><category><text>$course$/Physics</text></category></question>
      ${moodleQuestion("multichoice", "good-one", `<single>true</single>${answers([0, 100, 0, 0])}`)}
      ${moodleQuestion("shortanswer", "sa-1", answers([100]))}
      ${moodleQuestion("essay", "essay-1", "")}
      ${moodleQuestion("matching", "match-1", "")}
      ${moodleQuestion("truefalse", "tf-1", answers([100, 0]))}
      ${moodleQuestion("multichoice", "three-options", answers([100, 0, 0]))}
    </quiz>`;
    const { items, problems } = parseMoodleXml(xml, DEFAULTS);
    expect(items.map((i) => i.key)).toEqual(["good-one"]);
    expect(items[0]).toMatchObject({ type: "single", correct: 1, subject: "Physics", explanation: "" });
    expect(problems).toEqual([
      { where: "item sa-1", message: expect.stringMatching(/^short-answer questions are not imported/) },
      { where: "item essay-1", message: expect.stringMatching(/^essay questions are not imported/) },
      { where: "item match-1", message: expect.stringMatching(/^matching questions are not imported/) },
      { where: "item tf-1", message: expect.stringMatching(/^true\/false questions are not imported/) },
      { where: "item three-options", message: "has 3 options; the bank's questions have 4 or 5" },
    ]);
  });

  it("reads a numerical answer with its tolerance as a range, and HTML as plain text", () => {
    const xml = `<quiz>${moodleQuestion(
      "numerical",
      "num",
      '<answer fraction="100"><text>9.8</text><tolerance>0.2</tolerance></answer>',
    ).replace("Q num?", "<![CDATA[<p>g in m/s<sup>2</sup>?</p><p>Two &amp; more</p>]]>")}</quiz>`;
    const { items, problems } = parseMoodleXml(xml, DEFAULTS);
    expect(problems).toEqual([]);
    expect(items[0]).toMatchObject({
      type: "numerical",
      numericAnswer: { min: 9.6, max: 10 },
      text: "g in m/s2?\n\nTwo & more",
    });
  });

  it("names a file that is not XML", () => {
    expect(parseMoodleXml("<quiz><question>", DEFAULTS).problems[0]?.message).toBe(
      "the file is not well-formed XML",
    );
  });
});

describe("GIFT", () => {
  it("refuses short answer, true/false, matching and essay by line and title", () => {
    const gift = [
      "// a comment",
      "::ok:: Which is a prime? {=7 ~8 ~9 ~10}",
      "",
      "::sa:: Capital of France? {=Paris =paris}",
      "",
      "Water is wet. {T}",
      "",
      "::match:: Match them {=a -> 1 =b -> 2 =c -> 3}",
      "",
      "::essay:: Write about rain. {}",
    ].join("\n");
    const { items, problems } = parseGift(gift, DEFAULTS);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ key: "ok", options: ["7", "8", "9", "10"], correct: 0 });
    expect(problems.map((p) => p.where)).toEqual([
      "line 4 (sa)",
      "line 6",
      "line 8 (match)",
      "line 10 (essay)",
    ]);
    expect(problems.map((p) => p.message.split(":")[0])).toEqual([
      "short-answer questions are not imported",
      "true/false questions are not imported",
      "matching questions are not imported",
      "essay questions are not imported",
    ]);
  });

  it("reads value:tolerance numerical answers", () => {
    const { items } = parseGift("What is pi? {#3.14:0.01}", DEFAULTS);
    expect(items[0]).toMatchObject({ type: "numerical", numericAnswer: { min: 3.13, max: 3.15 } });
  });
});

describe("Aiken", () => {
  it("names the line of a question without an answer or with too few options", () => {
    const aiken = [
      "Good?",
      "A. one",
      "B. two",
      "C. three",
      "D. four",
      "ANSWER: D",
      "",
      "Short?",
      "A. yes",
      "B. no",
      "ANSWER: A",
      "",
      "No answer?",
      "A. a",
      "B. b",
      "C. c",
      "D. d",
    ].join("\n");
    const { items, problems } = parseAiken(aiken, DEFAULTS);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ correct: 3, text: "Good?" });
    expect(problems).toEqual([
      { where: "line 8", message: "has 2 options; the bank's questions have 4 or 5" },
      { where: "line 13", message: 'has no "ANSWER: X" line' },
    ]);
  });
});

describe("QTI 3.0", () => {
  const item = (identifier: string, body: string, declaration = "") =>
    `<qti-assessment-item identifier="${identifier}">${declaration}<qti-item-body>${body}</qti-item-body></qti-assessment-item>`;
  it("refuses any other interaction, naming the item", () => {
    const xml = `<wrap>${item("essay-7", '<qti-extended-text-interaction response-identifier="R"/>')}${item(
      "word-8",
      '<qti-prompt>Capital?</qti-prompt><qti-text-entry-interaction response-identifier="RESPONSE"/>',
      '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"><qti-correct-response><qti-value>Paris</qti-value></qti-correct-response></qti-response-declaration>',
    )}${item("order-9", '<qti-order-interaction response-identifier="R"/>')}</wrap>`;
    const { items, problems } = parseQti3(xml, DEFAULTS);
    expect(items).toEqual([]);
    expect(problems).toEqual([
      {
        where: "item essay-7",
        message:
          "qti-extended-text-interaction is not imported: only choice interactions and numeric text entry are",
      },
      {
        where: "item word-8",
        message: "a text entry is imported only with a numeric (float or integer) response",
      },
      {
        where: "item order-9",
        message: "qti-order-interaction is not imported: only choice interactions and numeric text entry are",
      },
    ]);
  });
});

describe("CSV", () => {
  it("names each bad row by its line, through the upload's own checks", () => {
    const csv = "question,option1,option2,option3,option4,correctAnswer\nGood?,a,b,c,d,b\nBad?,a,b,c,d,z\n";
    const { items, problems } = parseCsv(csv, DEFAULTS);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ subject: "Physics", correct: 1 });
    expect(problems).toEqual([
      { where: "line 3", message: 'correctAnswer: must be one of a, b, c, d (got "z")' },
    ]);
  });
});

describe("the bank's data file", () => {
  it("names an item by its key with the schema's problem", () => {
    const yaml =
      "questions:\n  - key: bad-1\n    text: Q?\n    options: [a, b, c]\n    correct: 0\n    explanation: x\n";
    const { problems } = parseDataFile(yaml, DEFAULTS);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe("item bad-1");
    expect(problems[0]?.message).toMatch(/^options: /);
  });
});
