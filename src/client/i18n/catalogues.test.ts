import fs from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

const LOCALES = "src/client/i18n/locales";
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Messages that are the same in both catalogues on purpose: the switch to English names English in
 * its own script, as language pickers do; the exams' acronyms are written in Latin letters in Hindi
 * too, as the exam bodies' own Hindi notices write them (Banking is translated).
 */
const SAME_IN_BOTH = new Set([
  "layout.switchToEnglish",
  "exam-names.upsc",
  "exam-names.jee",
  "exam-names.neet",
  "exam-names.ssc",
  "content-names.CSAT",
  // the exchange formats' own names
  "admin-exchange.formatMoodleXml",
  "admin-exchange.formatGift",
  "admin-exchange.formatAiken",
  "admin-exchange.formatQti3",
]);

const read = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));
const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, ""))
    .sort();

/** The names a message fills in ({count}, {name}), plural and select branches included. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  // Lingui's compiled form: a message is a string or an array of strings and tokens; a token is
  // [name, format?, branches?], and each branch is a message again.
  const walkMessage = (compiled: unknown) => {
    if (Array.isArray(compiled)) for (const part of compiled) if (Array.isArray(part)) walkToken(part);
  };
  const walkToken = ([name, , branches]: unknown[]) => {
    if (typeof name === "string") names.add(name);
    if (branches && typeof branches === "object")
      for (const branch of Object.values(branches)) walkMessage(branch);
  };
  walkMessage(compileMessage(message));
  return [...names].sort();
}

describe("argumentNames", () => {
  it("finds plain and plural arguments and tells a mismatch", () => {
    expect(argumentNames("{count, plural, one {# question by {name}} other {# questions}} left")).toEqual([
      "count",
      "name",
    ]);
    expect(argumentNames("Signed in as {name}")).not.toEqual(argumentNames("Signed in as {user}"));
  });
});

describe("the English and Hindi message catalogues", () => {
  it("have the same namespaces", () => {
    expect(namespaces("hi")).toEqual(namespaces("en"));
    expect(namespaces("en").length).toBeGreaterThan(0);
  });

  for (const namespace of namespaces("en")) {
    describe(namespace, () => {
      const english = read("en", namespace);
      const hindi = fs.existsSync(path.join(LOCALES, "hi", `${namespace}.json`)) ? read("hi", namespace) : {};

      it("has every key in both languages, none empty", () => {
        expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of [...Object.entries(english), ...Object.entries(hindi)])
          expect(message.trim(), `${namespace}.${key}`).not.toBe("");
      });

      it("fills in the same values in both languages", () => {
        for (const [key, message] of Object.entries(english))
          expect(argumentNames(hindi[key] ?? ""), `${namespace}.${key}`).toEqual(argumentNames(message));
      });

      it("is written in Hindi, not English copied across", () => {
        const untranslated = Object.entries(hindi).filter(
          ([key, message]) =>
            !SAME_IN_BOTH.has(`${namespace}.${key}`) &&
            /[A-Za-z]/.test(english[key] ?? "") &&
            !DEVANAGARI.test(message.replace(/\{[^}]*\}/g, "")),
        );
        expect(untranslated).toEqual([]);
      });
    });
  }
});
