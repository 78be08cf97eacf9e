import { describe, expect, it } from "vitest";
import { bankQuestionSchema } from "./contract/bank";
import type { QuestionStructure } from "./contract/question-structure";
import { questionTextHtml } from "./math/question-text-html";
import { flattenStructure } from "./question-structure";

const statements: QuestionStructure = {
  kind: "statements",
  lead: "Consider the following statements:",
  statements: [
    { label: "1", text: "The Rajya Sabha is a permanent House." },
    { label: "2", text: "A Money Bill can be introduced in the Rajya Sabha." },
  ],
  question: "Which of the statements given above is/are correct?",
  layout: "lines",
};

const matchList: QuestionStructure = {
  kind: "match-list",
  lead: "Match List-I with List-II.",
  listI: {
    title: "सूची-I",
    items: [
      { code: "A", text: "दाब" },
      { code: "B", text: "आवेग" },
    ],
  },
  listII: {
    title: "सूची-II",
    items: [
      { code: "I", text: "$[MLT^{-1}]$" },
      { code: "II", text: "$[ML^{-1}T^{-2}]$" },
    ],
  },
  question: "नीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
};

describe("a question's structure", () => {
  it("flattens to the stem the bank wrote as text", () => {
    expect(flattenStructure(statements, "en")).toBe(
      "Consider the following statements:\n1. The Rajya Sabha is a permanent House.\n2. A Money Bill can be introduced in the Rajya Sabha.\nWhich of the statements given above is/are correct?",
    );
    expect(flattenStructure(matchList, "hi")).toBe(
      "Match List-I with List-II.\n\nसूची-I | सूची-II\n(A) दाब | (I) $[MLT^{-1}]$\n(B) आवेग | (II) $[ML^{-1}T^{-2}]$\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।",
    );
    const inline = { ...matchList, layout: "inline" as const, question: undefined };
    expect(flattenStructure(inline, "hi")).toBe(
      "Match List-I with List-II. सूची-I: (A) दाब; (B) आवेग। सूची-II: (I) $[MLT^{-1}]$; (II) $[ML^{-1}T^{-2}]$।",
    );
  });

  it("labels an assertion and its reason in the language shown", () => {
    const pair: QuestionStructure = {
      kind: "assertion-reason",
      assertion: "बर्फ़ पर घूमती नर्तकी तेज़ी से घूमती है।",
      reason: "कोणीय संवेग नियत रहता है।",
      layout: "paragraphs",
    };
    const html = questionTextHtml(flattenStructure(pair, "hi"), pair, "hi");
    expect(html).toContain("अभिकथन (A):");
    expect(html).toContain("कारण (R):");
    expect(html).not.toContain("Assertion");
  });

  it("renders statements as a list and lists to match as a table", () => {
    const list = questionTextHtml("", statements, "en");
    expect(list.match(/data-statement=""/g)).toHaveLength(2);
    const table = questionTextHtml("", matchList, "hi");
    expect(table).toContain("data-question-table");
    expect(table).toContain('<th scope="col"');
    expect(table).toContain("(B) आवेग");
  });

  it("fills a bank item's text from its structure and refuses a text that disagrees", () => {
    const item = {
      key: "zq-pol-01",
      subject: "Polity",
      topic: "Parliament",
      difficulty: "easy",
      structure: statements,
      options: ["1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2"],
      correct: 0,
      explanation: "The Rajya Sabha is never dissolved; a Money Bill starts only in the Lok Sabha.",
    };
    expect(bankQuestionSchema.parse(item).text).toBe(flattenStructure(statements, "en"));
    const clash = bankQuestionSchema.safeParse({ ...item, text: "Consider the following statements." });
    expect(clash.success).toBe(false);
    expect(clash.error?.issues[0]?.path).toEqual(["text"]);
  });
});
