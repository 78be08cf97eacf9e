import { describe, expect, it } from "vitest";
import { questionTableOf } from "./question-table";

describe("questionTableOf", () => {
  it("reads rows of pipes under a lead and above the instruction (NEET's printed shape)", () => {
    const text = [
      "Match List-I (physical quantity) with List-II (dimensional formula).",
      "",
      "List-I | List-II",
      "(A) Planck's constant | (I) $[ML^2T^{-3}]$",
      "(B) Pressure | (II) $[ML^{-1}T^{-2}]$",
      "",
      "Choose the correct answer from the options given below.",
    ].join("\n");
    expect(questionTableOf(text)).toEqual({
      lead: "Match List-I (physical quantity) with List-II (dimensional formula).",
      table: {
        header: ["List-I", "List-II"],
        rows: [
          ["(A) Planck's constant", "(I) $[ML^2T^{-3}]$"],
          ["(B) Pressure", "(II) $[ML^{-1}T^{-2}]$"],
        ],
      },
      trailing: "Choose the correct answer from the options given below.",
    });
  });

  it("reads a Markdown pipe table an admin types: outer pipes, a delimiter row, an escaped pipe", () => {
    const text = "Study the table.\n| Year | Units |\n|---|---:|\n| 2024 | 120 \\| 130 |\n| 2025 | 150 |";
    expect(questionTableOf(text)).toEqual({
      lead: "Study the table.",
      table: {
        header: ["Year", "Units"],
        rows: [
          ["2024", "120 | 130"],
          ["2025", "150"],
        ],
      },
      trailing: "",
    });
  });

  it("never splits a cell at a pipe inside math, and a formula's pipes alone make no table", () => {
    expect(questionTableOf("If $|A| = 4$,\nwhat is $|2A|$?")).toBeNull();
    expect(questionTableOf("The cell $\\mathrm{Zn|Zn^{2+}||Cu^{2+}|Cu}$ has what emf?")).toBeNull();
    const table = questionTableOf("Quantity | Value\n$|x - 1|$ at $x = 0$ | 1\n$\\|v\\|$ | 5");
    expect(table?.table.rows).toEqual([
      ["$|x - 1|$ at $x = 0$", "1"],
      ["$\\|v\\|$", "5"],
    ]);
  });

  it("reads labelled lists in paragraphs of their own, items marked without separators", () => {
    const text = [
      "Match List-I (organism) with List-II (the order it belongs to).",
      "",
      "List-I: (A) Man (B) Housefly (C) Mango (D) Wheat",
      "",
      "List-II: (I) Diptera (II) Poales (ZW) (III) Primata (IV) Sapindales",
    ].join("\n");
    expect(questionTableOf(text)).toEqual({
      lead: "Match List-I (organism) with List-II (the order it belongs to).",
      table: {
        header: ["List-I", "List-II"],
        rows: [
          ["(A) Man", "(I) Diptera"],
          ["(B) Housefly", "(II) Poales (ZW)"],
          ["(C) Mango", "(III) Primata"],
          ["(D) Wheat", "(IV) Sapindales"],
        ],
      },
      trailing: "",
    });
  });

  it("reads semicolon lists in one sentence, with math holding full stops, and the instruction after", () => {
    const text =
      "Match each limit in List-I with its value in List-II. List-I: (A) $\\lim_{x \\to 0}\\frac{\\tan x}{x}$; " +
      "(B) the value 0.5 of $x. y$. List-II: (I) 1; (II) 2.5; (III) $\\frac{1}{2}$. Choose the correct answer.";
    expect(questionTableOf(text)).toEqual({
      lead: "Match each limit in List-I with its value in List-II.",
      table: {
        header: ["List-I", "List-II"],
        rows: [
          ["(A) $\\lim_{x \\to 0}\\frac{\\tan x}{x}$", "(I) 1"],
          ["(B) the value 0.5 of $x. y$", "(II) 2.5"],
          ["", "(III) $\\frac{1}{2}$"],
        ],
      },
      trailing: "Choose the correct answer.",
    });
  });

  it("reads JEE Advanced's (P)-(S) against (1)-(5), and the same in Hindi with its full stop", () => {
    const text =
      "सूची-I के प्रत्येक अणु का सूची-II में उसकी आकृति से मिलान कीजिए। सूची-I: (P) $\\mathrm{XeF_2}$; (Q) $\\mathrm{ClF_3}$। " +
      "सूची-II: (1) सी-सॉ; (2) T-आकृति; (3) रैखिक। सही उत्तर चुनिए।";
    expect(questionTableOf(text)).toEqual({
      lead: "सूची-I के प्रत्येक अणु का सूची-II में उसकी आकृति से मिलान कीजिए।",
      table: {
        header: ["सूची-I", "सूची-II"],
        rows: [
          ["(P) $\\mathrm{XeF_2}$", "(1) सी-सॉ"],
          ["(Q) $\\mathrm{ClF_3}$", "(2) T-आकृति"],
          ["", "(3) रैखिक"],
        ],
      },
      trailing: "सही उत्तर चुनिए।",
    });
  });

  it("finds no table in text that only mentions lists, or holds one line with a pipe", () => {
    expect(questionTableOf("Which of List-I and List-II is longer?")).toBeNull();
    expect(questionTableOf("Choose (A) or (B): which is larger?")).toBeNull();
    expect(questionTableOf("Rates: 5 | 6 per cent")).toBeNull();
    expect(questionTableOf("")).toBeNull();
  });
});
