import { describe, expect, it } from "vitest";
import { parseTextBlocks, splitRow, tableOf } from "./pipe-table";

describe("splitRow", () => {
  it("drops the outer pipes, trims the cells and keeps an escaped pipe", () => {
    expect(splitRow("| Year | Sales |")).toEqual(["Year", "Sales"]);
    expect(splitRow("Year | Sales")).toEqual(["Year", "Sales"]);
    expect(splitRow("|  a \\| b  | $x^2$ |")).toEqual(["a | b", "$x^2$"]);
    expect(splitRow("| | empty first |")).toEqual(["", "empty first"]);
  });
});

describe("tableOf", () => {
  it("reads the header, the alignment of each column and the rows", () => {
    expect(tableOf(["| Year | Units | Note |", "|:---|---:|:-:|", "| 2024 | 120 | up |"])).toEqual({
      header: ["Year", "Units", "Note"],
      align: ["left", "right", "center"],
      rows: [["2024", "120", "up"]],
    });
  });

  it("takes the first row as the header when there is no delimiter row", () => {
    expect(tableOf(["| A | B |", "| 1 | 2 |"])).toEqual({
      header: ["A", "B"],
      align: [null, null],
      rows: [["1", "2"]],
    });
  });

  it("fits ragged rows to the header: missing cells are empty, extra cells join the last", () => {
    expect(tableOf(["| A | B | C |", "|---|---|---|", "| 1 |", "| 1 | 2 | 3 | 4 |"]).rows).toEqual([
      ["1", "", ""],
      ["1", "2", "3 | 4"],
    ]);
  });
});

describe("parseTextBlocks", () => {
  it("splits prose and tables in order", () => {
    const text = [
      "Loans by year (₹ lakh):",
      "",
      "| Year | Home |",
      "|---|---:|",
      "| 2021 | 240 |",
      "| 2022 | 260 |",
      "",
      "Figures are rounded.",
    ].join("\n");
    expect(parseTextBlocks(text)).toEqual([
      { kind: "text", text: "Loans by year (₹ lakh):" },
      {
        kind: "table",
        table: {
          header: ["Year", "Home"],
          align: [null, "right"],
          rows: [
            ["2021", "240"],
            ["2022", "260"],
          ],
        },
      },
      { kind: "text", text: "Figures are rounded." },
    ]);
  });

  it("keeps a passage without tables as one block, its paragraphs intact", () => {
    expect(parseTextBlocks("First paragraph.\n\nSecond one.")).toEqual([
      { kind: "text", text: "First paragraph.\n\nSecond one." },
    ]);
  });

  it("leaves a lone line with a pipe, or an escaped pipe, as prose", () => {
    expect(parseTextBlocks("The norm |x| is shown.\nNext line.")).toEqual([
      { kind: "text", text: "The norm |x| is shown.\nNext line." },
    ]);
    expect(parseTextBlocks("a \\| b\nc \\| d")).toEqual([{ kind: "text", text: "a \\| b\nc \\| d" }]);
  });

  it("answers nothing for an empty text", () => {
    expect(parseTextBlocks("")).toEqual([]);
    expect(parseTextBlocks("  \n \n")).toEqual([]);
  });
});
