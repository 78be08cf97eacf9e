import { describe, expect, it } from "vitest";
import { meritSectionNames, rankMeritList, sectionMarks } from "./live-merit-list";
import { liveStanding } from "./live-tests";

describe("the merit list of a live test", () => {
  it("ranks highest marks first, ties sharing a rank, with NTA's percentile", () => {
    const ranked = rankMeritList([
      { name: "a", marks: 40 },
      { name: "b", marks: 72.5 },
      { name: "c", marks: 40 },
      { name: "d", marks: -3 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank, r.percentile])).toEqual([
      ["b", 1, 100],
      ["a", 2, 75],
      ["c", 2, 75],
      ["d", 4, 25],
    ]);
  });

  it("agrees with liveStanding for every candidate", () => {
    const marks = [12, 12.004, 30, 0, -1, 30, 7.5, 12, 99, 0];
    const ranked = rankMeritList(marks.map((m) => ({ marks: m })));
    for (const row of ranked)
      expect(liveStanding(marks, row.marks)).toEqual({ rank: row.rank, percentile: row.percentile });
  });

  it("answers an empty list for no candidates", () => {
    expect(rankMeritList([])).toEqual([]);
  });

  it("sums marks per section in paper order, with Other for unlisted questions, rounded once", () => {
    const names = meritSectionNames(
      [{ name: "Physics" }, { name: "Chemistry" }],
      ["Physics", null, "Chemistry"],
    );
    expect(names).toEqual(["Physics", "Chemistry", "Other"]);
    expect(
      sectionMarks(names, [
        { section: "Physics", marks: 4 },
        { section: "Physics", marks: -1 },
        { section: "Chemistry", marks: 0.333 },
        { section: "Chemistry", marks: 0.333 },
        { section: "Biology", marks: 4 },
      ]),
    ).toEqual([
      { name: "Physics", marks: 3 },
      { name: "Chemistry", marks: 0.67 },
      { name: "Other", marks: 4 },
    ]);
  });

  it("has no section columns for a paper without sections", () => {
    expect(meritSectionNames(null, ["Physics"])).toEqual([]);
    expect(meritSectionNames([{ name: "Physics" }], ["Physics"])).toEqual(["Physics"]);
    expect(sectionMarks([], [{ section: "Physics", marks: 4 }])).toEqual([]);
  });
});
