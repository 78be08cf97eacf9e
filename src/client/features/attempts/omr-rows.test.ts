import { describe, expect, it } from "vitest";
import { blocksOf, bubbleState, filledOption, handInCounts, omrSections, tapBubble } from "./omr-rows";

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
    expect(bubbleState(2, null, 1, 2)).toBe("inked");
    expect(bubbleState(2, { questionId: 1, option: 3 }, 1, 3)).toBe("locked");
    expect(bubbleState(undefined, { questionId: 1, option: 3 }, 1, 3)).toBe("pencilled");
    expect(bubbleState(undefined, { questionId: 1, option: 3 }, 2, 3)).toBe("empty");
    expect(bubbleState([0, 2], null, 1, 2)).toBe("inked");
    expect(filledOption([3, 1])).toBe(3);
    expect(filledOption(undefined)).toBeUndefined();
  });
});

describe("a tap on a bubble", () => {
  const empty = (questionId: number, option: number) => ({ questionId, option, isFilled: false });

  it("pencils first, inks on a second tap of the same bubble", () => {
    const first = tapBubble(null, empty(7, 1));
    expect(first).toEqual({ pencil: { questionId: 7, option: 1 }, ink: null });
    expect(tapBubble(first.pencil, empty(7, 1))).toEqual({ pencil: null, ink: 1 });
  });

  it("moves the pencil mark to another bubble or row without inking", () => {
    const pencil = { questionId: 7, option: 1 };
    expect(tapBubble(pencil, empty(7, 2))).toEqual({ pencil: { questionId: 7, option: 2 }, ink: null });
    expect(tapBubble(pencil, empty(8, 1))).toEqual({ pencil: { questionId: 8, option: 1 }, ink: null });
  });

  it("does nothing on a filled row", () => {
    const pencil = { questionId: 3, option: 0 };
    expect(tapBubble(pencil, { questionId: 7, option: 2, isFilled: true })).toEqual({ pencil, ink: null });
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
