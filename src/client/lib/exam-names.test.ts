import fs from "node:fs";
import { EXAM_LABELS } from "@shared/exam-types";
import { describe, expect, it } from "vitest";

const read = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(`src/client/i18n/locales/${language}/exam-names.json`, "utf8"));

describe("the exam-names catalogue", () => {
  it("names every exam in English as the server does", () => {
    expect(read("en")).toEqual(EXAM_LABELS);
  });

  it("writes Banking in Hindi and keeps the acronyms in Latin letters", () => {
    expect(read("hi")).toEqual({ ...EXAM_LABELS, banking: "बैंकिंग" });
  });
});
