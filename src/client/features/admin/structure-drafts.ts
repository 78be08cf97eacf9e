import type { QuestionStructure, StructureKind } from "@shared/contract/question-structure";
import type { StructureLanguage } from "@shared/question-structure";

/** The layouts the question form offers: a plain text, or one of the structures. */
export const LAYOUTS = ["plain", "assertion-reason", "statements", "match-list", "table"] as const;
export type Layout = (typeof LAYOUTS)[number];

const LIST_TITLES: Record<StructureLanguage, [string, string]> = {
  en: ["List-I", "List-II"],
  hi: ["सूची-I", "सूची-II"],
};

/** A structure of the kind with every part blank, for the admin to fill in. */
export function blankStructure(kind: StructureKind, language: StructureLanguage): QuestionStructure {
  switch (kind) {
    case "assertion-reason":
      return { kind, assertion: "", reason: "", layout: "lines" };
    case "statements":
      return {
        kind,
        lead: "",
        statements: [
          { label: "1", text: "" },
          { label: "2", text: "" },
        ],
        question: "",
        layout: "lines",
      };
    case "match-list": {
      const [titleI, titleII] = LIST_TITLES[language];
      return {
        kind,
        lead: "",
        listI: {
          title: titleI,
          items: [
            { code: "A", text: "" },
            { code: "B", text: "" },
          ],
        },
        listII: {
          title: titleII,
          items: [
            { code: "I", text: "" },
            { code: "II", text: "" },
          ],
        },
      };
    }
    case "table":
      return { kind, header: ["", ""], rows: [["", ""]] };
  }
}

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"];

/** The mark after the last one, in its style: 3 after 2, C after B, IV after III. */
export function nextMark(marks: readonly string[]): string {
  const last = marks.at(-1) ?? "";
  if (/^\d+$/.test(last)) return String(Number(last) + 1);
  const roman = ROMAN.indexOf(last);
  if (roman >= 0 && roman + 1 < ROMAN.length) return ROMAN[roman + 1] as string;
  if (/^[A-Za-z]$/.test(last)) return String.fromCharCode(last.charCodeAt(0) + 1);
  return String(marks.length + 1);
}

const optional = (part: string | undefined) => (part?.trim() ? part : undefined);

/** The structure as the API takes it: an optional part left blank is left out. */
export function withoutBlankOptionalParts(s: QuestionStructure): QuestionStructure {
  switch (s.kind) {
    case "assertion-reason":
      return { ...s, lead: optional(s.lead), question: optional(s.question) };
    case "match-list":
      return { ...s, question: optional(s.question) };
    case "table":
      return { ...s, lead: optional(s.lead), question: optional(s.question) };
    case "statements":
      return s;
  }
}

/** Every text the admin writes in the structure (not the marks, codes or list titles given blank). */
function writtenParts(s: QuestionStructure): (string | undefined)[] {
  switch (s.kind) {
    case "assertion-reason":
      return [s.lead, s.assertion, s.reason, s.question];
    case "statements":
      return [s.lead, ...s.statements.map((st) => st.text), s.question];
    case "match-list":
      return [s.lead, ...s.listI.items.map((e) => e.text), ...s.listII.items.map((e) => e.text), s.question];
    case "table":
      return [s.lead, ...s.header, ...s.rows.flat(), s.question];
  }
}

/** Whether any part has been written: an untouched Hindi structure means no Hindi version. */
export const hasWrittenParts = (s: QuestionStructure) => writtenParts(s).some((p) => Boolean(p?.trim()));
