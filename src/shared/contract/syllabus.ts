import { z } from "zod";
import { examTypeSchema } from "./common";

/**
 * An exam's official syllabus as data (product.md section 18): content/syllabus/<exam>.yaml, read
 * and checked by src/server/content/syllabus.ts. Subjects are the bank's subjects (a question's
 * chapter lies under its own subject); units and chapters carry stable slugs, since questions name
 * their chapter by slug and a changed slug orphans them.
 */

const text = z.string().min(1);
/** lower-case words joined by hyphens, starting with the subject's prefix: "phy-kinematics" */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug such as phy-kinematics");

export const syllabusChapterSchema = z.strictObject({
  slug,
  name: text,
  nameHi: text,
});
export type SyllabusChapter = z.infer<typeof syllabusChapterSchema>;

export const syllabusUnitSchema = z.strictObject({
  slug,
  name: text,
  nameHi: text,
  chapters: z.array(syllabusChapterSchema).min(1),
});
export type SyllabusUnit = z.infer<typeof syllabusUnitSchema>;

export const syllabusSubjectSchema = z.strictObject({
  /** one of the exam's subjects in the bank (a key of its topics) */
  name: text,
  nameHi: text,
  units: z.array(syllabusUnitSchema).min(1),
});
export type SyllabusSubject = z.infer<typeof syllabusSubjectSchema>;

/** Where the tree comes from: the bulletin or notice, who issues it, its year and where it is published. */
export const syllabusSourceSchema = z.strictObject({
  document: text,
  issuer: text,
  year: z.number().int().min(2000),
  url: z.url().optional(),
  /** how the tree follows the document: whose units and chapters these are, what to check */
  note: text,
});

export const syllabusSchema = z
  .strictObject({
    exam: examTypeSchema,
    /** the paper or papers the syllabus is for */
    title: text,
    titleHi: text,
    source: syllabusSourceSchema,
    subjects: z.array(syllabusSubjectSchema).min(1),
  })
  .superRefine((syllabus, ctx) => {
    const seen = new Set<string>();
    for (const [s, subject] of syllabus.subjects.entries())
      for (const [u, unit] of subject.units.entries()) {
        const places: [string, PropertyKey[]][] = [
          [unit.slug, ["subjects", s, "units", u, "slug"]],
          ...unit.chapters.map((chapter, c): [string, PropertyKey[]] => [
            chapter.slug,
            ["subjects", s, "units", u, "chapters", c, "slug"],
          ]),
        ];
        for (const [value, path] of places) {
          if (seen.has(value)) ctx.addIssue({ code: "custom", message: `slug ${value} is used twice`, path });
          seen.add(value);
        }
      }
  });
export type Syllabus = z.infer<typeof syllabusSchema>;

/** Every chapter of a syllabus with its subject and unit, in syllabus order. */
export function syllabusChapters(
  syllabus: Syllabus,
): (SyllabusChapter & { subject: string; unit: string; unitSlug: string })[] {
  return syllabus.subjects.flatMap((subject) =>
    subject.units.flatMap((unit) =>
      unit.chapters.map((chapter) => ({
        ...chapter,
        subject: subject.name,
        unit: unit.name,
        unitSlug: unit.slug,
      })),
    ),
  );
}
