import { describe, expect, it } from "vitest";
import {
  blocksOf,
  bubbleState,
  erasePencil,
  filledOption,
  handInCounts,
  omrSections,
  pencilledRows,
  tapBubble,
} from "./omr-rows";

describe("the OMR sheet's rows", () => {
  it("prints rows in blocks of ten, and one unnamed section when the paper lists none", () => {
    expect(blocksOf([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(blocksOf(Array.from({ length: 24 }, (_, i) => i)).map((b) => b.length)).toEqual([10, 10, 4]);
    expect(omrSections([5, 6], null)).toEqual([{ name: null, questionIds: [5, 6] }]);
    expect(omrSections([5, 6], [{ name: "Physics", questionIds: [5, 6] }])).toEqual([
      { name: "Physics", questionIds: [5, 6] },
    ]);
  });

  it("a filled row shows its bubble inked and the others locked; an empty row its pencil mark", () => {
    expect(bubbleState(2, undefined, 2)).toBe("inked");
    expect(bubbleState(2, 3, 3)).toBe("locked");
    expect(bubbleState(undefined, 3, 3)).toBe("pencilled");
    expect(bubbleState(undefined, 3, 2)).toBe("empty");
    expect(bubbleState(undefined, undefined, 3)).toBe("empty");
    expect(bubbleState([0, 2], undefined, 2)).toBe("inked");
    expect(filledOption([3, 1])).toBe(3);
    expect(filledOption(undefined)).toBeUndefined();
  });
});

describe("a tap on a bubble", () => {
  const empty = (questionId: number, option: number) => ({ questionId, option, isFilled: false });

  it("pencils first, inks on a second tap of the same bubble", () => {
    const first = tapBubble({}, empty(7, 1));
    expect(first).toEqual({ pencils: { "7": 1 }, ink: null });
    expect(tapBubble(first.pencils, empty(7, 1))).toEqual({ pencils: {}, ink: 1 });
  });

  it("keeps a pencil mark on every row: one tap on each of three rows leaves three", () => {
    let pencils = {};
    for (const [id, option] of [
      [7, 1],
      [8, 0],
      [9, 3],
    ] as const) {
      pencils = tapBubble(pencils, empty(id, option)).pencils;
    }
    expect(pencils).toEqual({ "7": 1, "8": 0, "9": 3 });
    // inking one row leaves the other two pencilled
    expect(tapBubble(pencils, empty(8, 0))).toEqual({ pencils: { "7": 1, "9": 3 }, ink: 0 });
  });

  it("moves a row's pencil mark within the row without inking", () => {
    expect(tapBubble({ "7": 1, "8": 2 }, empty(7, 2))).toEqual({ pencils: { "7": 2, "8": 2 }, ink: null });
  });

  it("does nothing on a filled row", () => {
    const pencils = { "3": 0 };
    expect(tapBubble(pencils, { questionId: 7, option: 2, isFilled: true })).toEqual({ pencils, ink: null });
  });

  it("erases one row's pencil mark and leaves the others", () => {
    expect(erasePencil({ "7": 1, "8": 2 }, 7)).toEqual({ "8": 2 });
    const pencils = { "8": 2 };
    expect(erasePencil(pencils, 7)).toBe(pencils);
  });
});

describe("the rows pencilled but not filled", () => {
  it("are numbered in paper order, leaving out filled rows and questions not on the paper", () => {
    const positionOf = new Map([
      [30, 0],
      [10, 1],
      [20, 2],
    ]);
    expect(pencilledRows({ "20": 1, "10": 0, "30": 2, "99": 1 }, { "30": 2 }, positionOf)).toEqual([2, 3]);
    expect(pencilledRows({}, {}, positionOf)).toEqual([]);
  });
});

describe("the hand-in counts", () => {
  it("counts filled and blank rows per section and over the sheet", () => {
    const sections = [
      { name: "Physics", questionIds: [1, 2, 3] },
      { name: "Chemistry", questionIds: [4, 5] },
    ];
    expect(handInCounts(sections, { "1": 0, "3": 2, "5": 1 })).toEqual({
      sections: [
        { name: "Physics", filled: 2, blank: 1, total: 3 },
        { name: "Chemistry", filled: 1, blank: 1, total: 2 },
      ],
      overall: { name: "Total", filled: 3, blank: 2, total: 5 },
    });
    expect(handInCounts([{ name: null, questionIds: [1, 2] }], {}).sections).toEqual([]);
  });
});
