import { QUESTION_FORMATS, type QuestionFormat } from "@shared/contract/common";
import { SelectField, TextField } from "./form-field";
import type { Draft } from "./question-draft";

const FORMAT_LABELS: Record<QuestionFormat, string> = {
  direct: "Direct",
  "how-many": "How many of the above",
  "statement-pair": "Statement-I / Statement-II",
  statements: "Statements (which are correct)",
  "assertion-reason": "Assertion and Reason",
  "match-list": "Match List-I with List-II",
  passage: "Passage set",
  "data-table": "Data table set",
  puzzle: "Puzzle set",
  figure: "Figure or pattern",
  language: "English usage",
};

/** How a question is put, where its fact can be checked, and (current affairs) the day it was true. */
export function QuestionSourceFields({
  idPrefix,
  draft,
  errors,
  set,
}: {
  idPrefix: string;
  draft: Draft;
  errors: Record<string, string | undefined>;
  set: <K extends "format" | "sourceNote" | "asOf">(key: K, value: Draft[K]) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id={`${idPrefix}-format`}
        label="Format"
        error={errors.format}
        value={draft.format}
        onChange={(e) => set("format", e.target.value as QuestionFormat)}
      >
        {QUESTION_FORMATS.map((format) => (
          <option key={format} value={format}>
            {FORMAT_LABELS[format]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-source`}
        label="Source"
        error={errors.sourceNote}
        hint="NCERT class and chapter, Article, report and year."
        value={draft.sourceNote}
        onChange={(e) => set("sourceNote", e.target.value)}
        maxLength={300}
      />
      <TextField
        id={`${idPrefix}-as-of`}
        label="As of (current affairs)"
        error={errors.asOf}
        hint="The day the answer was true; learners see it."
        type="date"
        value={draft.asOf}
        onChange={(e) => set("asOf", e.target.value)}
      />
    </div>
  );
}
