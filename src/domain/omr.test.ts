import { describe, expect, it } from "vitest";
import { omrSheetChange } from "./omr";

describe("omrSheetChange: a filled bubble is final", () => {
  it("fills empty rows and keeps the filled ones", () => {
    expect(omrSheetChange({ "1": 2 }, { "1": 2, "2": 0 })).toEqual({
      sheet: { "1": 2, "2": 0 },
      refused: [],
    });
  });

  it("an empty sheet takes whatever is filled", () => {
    expect(omrSheetChange({}, { "5": 3, "7": 1 })).toEqual({ sheet: { "5": 3, "7": 1 }, refused: [] });
  });

  it("refuses a change to a filled row and keeps the saved bubble", () => {
    expect(omrSheetChange({ "1": 2, "2": 1 }, { "1": 3, "2": 1 })).toEqual({
      sheet: { "1": 2, "2": 1 },
      refused: [1],
    });
  });

  it("refuses clearing a filled row (no whitener) and keeps the saved bubble", () => {
    expect(omrSheetChange({ "1": 2, "3": 0 }, { "3": 0 })).toEqual({
      sheet: { "1": 2, "3": 0 },
      refused: [1],
    });
  });

  it("still fills new rows while refusing changed ones, and lists refusals in question order", () => {
    expect(omrSheetChange({ "10": 1, "9": 0 }, { "10": 2, "11": 3 })).toEqual({
      sheet: { "10": 1, "9": 0, "11": 3 },
      refused: [9, 10],
    });
  });

  it("treats the same options of a multiple-correct answer in another order as unchanged", () => {
    expect(omrSheetChange({ "4": [0, 2] }, { "4": [2, 0] }).refused).toEqual([]);
    expect(omrSheetChange({ "4": [0, 2] }, { "4": [0] }).refused).toEqual([4]);
    expect(omrSheetChange({ "4": [0, 2] }, { "4": 0 }).refused).toEqual([4]);
  });

  it("does not mutate its inputs", () => {
    const saved = { "1": 1 };
    const incoming = { "1": 1, "2": 2 };
    omrSheetChange(saved, incoming);
    expect(saved).toEqual({ "1": 1 });
    expect(incoming).toEqual({ "1": 1, "2": 2 });
  });
});
