import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { HINDI_GLOSSARY } from "./glossary";
import { ALL_EXAM_CONTENT } from "./index";

const LOCALES = "src/client/i18n/locales";
const read = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(`${LOCALES}/${language}/content-names.json`, "utf8"));
const english = read("en");
const hindi = read("hi");

/** Every subject, topic, section and cut-off category of the demo content, with a topic's subject. */
const names = new Map<string, string | undefined>();
for (const content of ALL_EXAM_CONTENT) {
  for (const [subject, topics] of Object.entries(content.topics)) {
    names.set(subject, subject);
    for (const topic of topics) names.set(topic, subject);
  }
  for (const section of content.exam.sections) names.set(section.name, undefined);
  for (const cutoffs of [content.exam.cutoffs, ...content.quizzes.map((q) => q.cutoffs)])
    if (cutoffs) names.set(cutoffs.category, undefined);
  for (const quiz of content.quizzes)
    for (const section of quiz.sections ?? []) names.set(section.name, undefined);
}

const wholeWord = (term: string) =>
  new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es)?\\b`, "i");

describe("the Hindi names of subjects, topics and sections (content-names.json)", () => {
  it("name every subject, topic, section and cut-off category of the question bank, and nothing else", () => {
    expect(Object.keys(hindi).sort()).toEqual([...names.keys()].sort());
    expect(english).toEqual(Object.fromEntries(Object.keys(hindi).map((name) => [name, name])));
  });

  it("agree with the Hindi section names the exam pages show", () => {
    for (const content of ALL_EXAM_CONTENT)
      for (const section of content.exam.sections)
        expect(hindi[section.name], section.name).toBe(section.nameHi);
  });

  it("use the glossary's term, never an avoided one", () => {
    const problems: string[] = [];
    for (const [name, subject] of names) {
      const hi = hindi[name] ?? "";
      for (const entry of HINDI_GLOSSARY) {
        if (entry.subjects && (!subject || !entry.subjects.includes(subject))) continue;
        if (!wholeWord(entry.en).test(name)) continue;
        if (entry.unlessEn?.some((other) => wholeWord(other).test(name))) continue;
        for (const word of entry.avoid ?? []) if (hi.includes(word)) problems.push(`${name}: ${word}`);
        if (entry.required && !hi.includes(entry.hi)) problems.push(`${name}: no ${entry.hi}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
