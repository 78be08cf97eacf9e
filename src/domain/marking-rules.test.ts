import { describe, expect, it } from "vitest";
import type { QuestionType } from "../shared/contract/common";
import { type MarkingScheme, marksOf } from "./marking";
import { rulesFromScheme, schemeFromRules } from "./marking-rules";

const TYPES: QuestionType[] = ["single", "multiple", "numerical"];
const SECTIONS = [null, "Physics", "Chemistry", "Maths"];

/** Every type in every section, marked by the scheme. */
const marksEverywhere = (scheme: MarkingScheme) =>
  SECTIONS.flatMap((section) => TYPES.map((type) => marksOf(scheme, { type, section })));

describe("marking rules and schemes", () => {
  it("a type rule, a section rule and a type-in-section rule each win where they are most specific", () => {
    const scheme = schemeFromRules({ correct: 4, wrong: -1 }, [
      { section: null, type: "numerical", correct: 4, wrong: 0 },
      { section: "Chemistry", type: null, correct: 3, wrong: -1 },
      { section: "Maths", type: "multiple", correct: 4, wrong: -2 },
    ]);
    expect(marksOf(scheme, { type: "single", section: "Physics" })).toEqual({ correct: 4, wrong: -1 });
    expect(marksOf(scheme, { type: "numerical", section: "Physics" })).toEqual({ correct: 4, wrong: 0 });
    expect(marksOf(scheme, { type: "numerical", section: "Chemistry" })).toEqual({ correct: 3, wrong: -1 });
    expect(marksOf(scheme, { type: "multiple", section: "Maths" })).toEqual({ correct: 4, wrong: -2 });
    // a section with rules for some types keeps the paper's numerical rule for its numerical questions
    expect(marksOf(scheme, { type: "numerical", section: "Maths" })).toEqual({ correct: 4, wrong: 0 });
  });

  it("a scheme read back into rules and saved again marks every question the same", () => {
    const written = schemeFromRules({ correct: 4, wrong: -1 }, [
      { section: null, type: "numerical", correct: 4, wrong: 0 },
      { section: "Chemistry", type: null, correct: 3, wrong: -1 },
      { section: "Maths", type: "multiple", correct: 4, wrong: -2, partialPerOption: 1 },
    ]);
    const rules = rulesFromScheme(written);
    expect(rules).toEqual([
      { section: null, type: "numerical", correct: 4, wrong: 0 },
      { section: "Chemistry", type: null, correct: 3, wrong: -1 },
      { section: "Maths", type: "multiple", correct: 4, wrong: -2, partialPerOption: 1 },
    ]);
    expect(marksEverywhere(schemeFromRules(written, rules))).toEqual(marksEverywhere(written));
    // a seeded scheme written by hand (a section's own marks with its own type marks) too
    const seeded: MarkingScheme = {
      correct: 1,
      wrong: -0.25,
      byType: { numerical: { correct: 1, wrong: 0 } },
      bySection: { Maths: { correct: 2, wrong: -0.5, byType: { single: { correct: 2, wrong: 0 } } } },
    };
    expect(marksEverywhere(schemeFromRules(seeded, rulesFromScheme(seeded)))).toEqual(
      marksEverywhere(seeded),
    );
  });
});
