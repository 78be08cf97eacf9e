import { describe, expect, it } from "vitest";
import {
  openSectionIndex,
  PALETTE_ORDER,
  paletteCounts,
  paletteStatus,
  sectionPhase,
  sectionSummary,
  sectionWindows,
} from "./exam-hall";

describe("paletteStatus", () => {
  const state = {
    visited: new Set([1, 2, 3, 4]),
    answers: { "2": 0, "4": 3 },
    marked: new Set([3, 4]),
  };

  it("gives each of the five statuses", () => {
    expect(paletteStatus(5, state)).toBe("not_visited");
    expect(paletteStatus(1, state)).toBe("not_answered");
    expect(paletteStatus(2, state)).toBe("answered");
    expect(paletteStatus(3, state)).toBe("marked");
    expect(paletteStatus(4, state)).toBe("answered_marked");
  });

  it("counts an answer of option 0 as answered", () => {
    expect(paletteStatus(2, { ...state, marked: new Set() })).toBe("answered");
  });

  it("counts statuses over the questions", () => {
    expect(paletteCounts([1, 2, 3, 4, 5, 6], state)).toEqual({
      not_visited: 2,
      not_answered: 1,
      answered: 1,
      marked: 1,
      answered_marked: 1,
    });
  });
});

describe("sectionSummary", () => {
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  it("counts each question in exactly one status: the counts always sum to the question count", () => {
    // a fixed pseudo-random sequence, so a failure is reproducible
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 200; run++) {
      const ids = Array.from({ length: 1 + Math.floor(random() * 30) }, (_, i) => i + 1);
      const pick = (p: number) => ids.filter(() => random() < p);
      const state = {
        visited: new Set(pick(0.6)),
        answers: Object.fromEntries(pick(0.4).map((id) => [String(id), Math.floor(random() * 4)])),
        marked: new Set(pick(0.3)),
      };
      const cut = Math.floor(random() * ids.length);
      const sections = [
        { name: "A", questionIds: ids.slice(0, cut) },
        { name: "B", questionIds: ids.slice(cut) },
      ];
      const summary = sectionSummary(ids, sections, state);
      expect(sum(summary.overall.counts)).toBe(ids.length);
      expect(summary.overall.total).toBe(ids.length);
      for (const row of summary.sections) expect(sum(row.counts)).toBe(row.total);
      for (const status of PALETTE_ORDER) {
        expect(summary.sections.reduce((n, row) => n + row.counts[status], 0)).toBe(
          summary.overall.counts[status],
        );
      }
    }
  });

  it("gives the palette's own counts per section, and none without sections", () => {
    const state = { visited: new Set([1, 2, 3, 4]), answers: { "2": 0, "4": 3 }, marked: new Set([3, 4]) };
    const summary = sectionSummary([1, 2, 3, 4, 5, 6], [{ name: "Physics", questionIds: [1, 2, 3] }], state);
    expect(summary.sections[0]?.counts).toEqual(paletteCounts([1, 2, 3], state));
    expect(summary.overall.counts).toEqual({
      not_visited: 2,
      not_answered: 1,
      answered: 1,
      marked: 1,
      answered_marked: 1,
    });
    expect(sectionSummary([1, 2], null, state).sections).toEqual([]);
  });
});

describe("sectionWindows", () => {
  const start = Date.UTC(2025, 0, 1, 4, 30);
  const min = 60_000;

  it("runs timed sections one after another", () => {
    const windows = sectionWindows(
      [
        { name: "English", timeLimitMinutes: 5 },
        { name: "Quant", timeLimitMinutes: 6 },
        { name: "Reasoning", timeLimitMinutes: 4 },
      ],
      start,
      start + 15 * min,
    );
    expect(windows).toEqual([
      { name: "English", opensAt: start, closesAt: start + 5 * min },
      { name: "Quant", opensAt: start + 5 * min, closesAt: start + 11 * min },
      { name: "Reasoning", opensAt: start + 11 * min, closesAt: start + 15 * min },
    ]);
    const [english, quant] = windows ?? [];
    if (!english || !quant) throw new Error("windows missing");
    expect(sectionPhase(english, start + 5 * min - 1)).toBe("open");
    expect(sectionPhase(english, start + 5 * min)).toBe("closed");
    expect(sectionPhase(quant, start + min)).toBe("upcoming");
    expect(openSectionIndex(windows ?? [], start + 5 * min)).toBe(1);
    expect(openSectionIndex(windows ?? [], start + 15 * min)).toBeNull();
  });

  it("never keeps a section open past the attempt's deadline", () => {
    const windows = sectionWindows(
      [
        { name: "A", timeLimitMinutes: 10 },
        { name: "B", timeLimitMinutes: 10 },
      ],
      start,
      start + 12 * min,
    );
    expect(windows?.[1]?.closesAt).toBe(start + 12 * min);
  });

  it("has no sectional timing unless every section has a limit", () => {
    expect(
      sectionWindows([{ name: "A", timeLimitMinutes: 10 }, { name: "B" }], start, start + min),
    ).toBeNull();
    expect(sectionWindows([{ name: "Physics" }, { name: "Chemistry" }], start, start + min)).toBeNull();
  });
});
