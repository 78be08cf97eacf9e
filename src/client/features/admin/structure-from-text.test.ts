import type { QuestionStructure } from "@shared/contract/question-structure";
import { flattenStructure } from "@shared/question-structure";
import { describe, expect, it } from "vitest";
import { structureFromText } from "./structure-from-text";

const matchList: QuestionStructure = {
  kind: "match-list",
  lead: "Match List-I with List-II:",
  listI: {
    title: "List-I",
    items: [
      { code: "A", text: "Article 21" },
      { code: "B", text: "Article 32" },
    ],
  },
  listII: {
    title: "List-II",
    items: [
      { code: "I", text: "Constitutional remedies" },
      { code: "II", text: "Life and personal liberty" },
    ],
  },
  question: "Choose the correct answer from the options given below:",
};

const table: QuestionStructure = {
  kind: "table",
  lead: "The table gives a firm's sales (in lakh ₹):",
  header: ["Year", "Sales"],
  rows: [
    ["2023", "40"],
    ["2024", "50"],
  ],
  question: "By what per cent did sales rise?",
};

describe("a layout's parts read back from its plain text", () => {
  it.each([
    ["match-list", matchList],
    ["table", table],
  ] as const)("reads a %s back from the text the bank flattens it to", (kind, structure) => {
    expect(structureFromText(kind, flattenStructure(structure, "en"), "en")).toEqual(structure);
  });

  it("reads nothing from a text not laid out that way", () => {
    const plain = "Which river is the longest in India?";
    for (const kind of ["statements", "assertion-reason", "match-list", "table"] as const)
      expect(structureFromText(kind, plain, "en")).toBeUndefined();
    // one numbered line is not a list of statements
    expect(structureFromText("statements", "Consider:\n1. Only this.\nIs it true?", "en")).toBeUndefined();
  });
});
