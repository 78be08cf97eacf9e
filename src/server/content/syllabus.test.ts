import { describe, expect, it } from "vitest";
import { syllabusChapters } from "~/shared/contract/syllabus";
import { ALL_SYLLABI } from "./index";

const bySubject = (exam: string) => {
  const syllabus = ALL_SYLLABI.find((s) => s.exam === exam);
  return Object.fromEntries(syllabus?.subjects.map((s) => [s.name, s.units.length]) ?? []);
};

describe("the exams' syllabi (content/syllabus)", () => {
  it("keep the official units: JEE Main's 20, 20 and 14, the NMC's 20 and 20 and its biology split in two", () => {
    expect(bySubject("jee")).toEqual({ Physics: 20, Chemistry: 20, Mathematics: 14 });
    expect(bySubject("neet")).toMatchObject({ Physics: 20, Chemistry: 20 });
    expect(Object.keys(bySubject("neet"))).toEqual(["Physics", "Chemistry", "Botany", "Zoology"]);
    expect(Object.keys(bySubject("upsc"))).toContain("CSAT");
  });

  it("name every subject, unit and chapter in Hindi too, and say where they come from", () => {
    for (const syllabus of ALL_SYLLABI) {
      const names = [
        syllabus.titleHi,
        ...syllabus.subjects.flatMap((s) => [s.nameHi, ...s.units.map((u) => u.nameHi)]),
        ...syllabusChapters(syllabus).map((c) => c.nameHi),
      ];
      expect(
        names.filter((name) => !/[\u0900-\u097F]/.test(name)),
        syllabus.exam,
      ).toEqual([]);
      expect(syllabus.source.document, syllabus.exam).toMatch(/\d{4}/);
    }
  });

  it("give every chapter a slug that starts with its subject's prefix, the same across its chapters", () => {
    for (const syllabus of ALL_SYLLABI)
      for (const subject of syllabus.subjects) {
        const prefixes = new Set(
          subject.units
            .flatMap((u) => [u.slug, ...u.chapters.map((c) => c.slug)])
            .map((slug) => slug.split("-")[0]),
        );
        expect([...prefixes], `${syllabus.exam} ${subject.name}`).toHaveLength(1);
      }
  });
});
