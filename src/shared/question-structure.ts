import type { QuestionStructure, QuestionStructures, StructureLayout } from "./contract/question-structure";

type MatchListStructure = Extract<QuestionStructure, { kind: "match-list" }>;

export type StructureLanguage = "en" | "hi";

/** The labels a structure's parts are printed with, per language. */
export const STRUCTURE_LABELS = {
  en: { assertion: "Assertion (A):", reason: "Reason (R):" },
  hi: { assertion: "अभिकथन (A):", reason: "कारण (R):" },
} as const;

const SEPARATOR: Record<StructureLayout, string> = { inline: " ", lines: "\n", paragraphs: "\n\n" };

/** A table as pipe rows, the form the text-only renderer (question-table.ts) reads back as a table. */
function pipeRows(header: string[], rows: string[][]): string {
  return [header, ...rows].map((cells) => cells.join(" | ")).join("\n");
}

const entries = (list: { items: { code: string; text: string }[] }) =>
  list.items.map((e) => `(${e.code}) ${e.text}`);

function flattenMatchList(s: MatchListStructure, language: StructureLanguage): string {
  const { listI, listII, question } = s;
  if (s.layout === "inline") {
    const stop = language === "hi" ? "।" : ".";
    const lists = `${listI.title}: ${entries(listI).join("; ")}${stop} ${listII.title}: ${entries(listII).join("; ")}${stop}`;
    return [s.lead, lists, question].filter((p) => p !== undefined).join(" ");
  }
  if (s.layout === "paragraphs") {
    const lists = [
      `${listI.title}: ${entries(listI).join(" ")}`,
      `${listII.title}: ${entries(listII).join(" ")}`,
    ];
    return [s.lead, ...lists, question].filter((p) => p !== undefined).join("\n\n");
  }
  const left = entries(listI);
  const right = entries(listII);
  const rows = Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [
    left[i] ?? "",
    right[i] ?? "",
  ]);
  const table = pipeRows([listI.title, listII.title], rows);
  return [s.lead, table, question].filter((p) => p !== undefined).join("\n\n");
}

/**
 * The structure as one text: the stem the bank used to store, which search, duplicate checks and
 * formats without structure (GIFT, Aiken, Moodle XML, QTI, CSV) read. The page shows the structure.
 */
export function flattenStructure(structure: QuestionStructure, language: StructureLanguage): string {
  switch (structure.kind) {
    case "assertion-reason": {
      const labels = STRUCTURE_LABELS[language];
      const parts = [
        structure.lead,
        `${labels.assertion} ${structure.assertion}`,
        `${labels.reason} ${structure.reason}`,
        structure.question,
      ];
      return parts.filter((p) => p !== undefined).join(SEPARATOR[structure.layout]);
    }
    case "statements": {
      const separator = SEPARATOR[structure.layout];
      const lines = structure.statements.map((s) => `${s.label}. ${s.text}`);
      return [
        structure.lead,
        lines.join(structure.layout === "inline" ? " " : "\n"),
        structure.question,
      ].join(separator);
    }
    case "match-list":
      return flattenMatchList(structure, language);
    case "table": {
      const table = pipeRows(structure.header, structure.rows);
      return [structure.lead, table, structure.question].filter((p) => p !== undefined).join("\n\n");
    }
  }
}

/** What a question row stores of a bank item's structure: the English one and the Hindi one, or null. */
export function structuresOf(item: {
  structure?: QuestionStructure;
  hi?: { structure?: QuestionStructure };
}): QuestionStructures | null {
  return item.structure ? { en: item.structure, hi: item.hi?.structure ?? null } : null;
}
