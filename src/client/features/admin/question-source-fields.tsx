import { QUESTION_FORMATS, type QuestionFormat } from "@shared/contract/common";
import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/question-source.json";
import { useT } from "@/i18n/use-t";
import { SelectField, TextField } from "./form-field";
import type { Draft } from "./question-draft";

const questionSourceMessages = defineCatalogue("question-source", english);
type FormatKey = Parameters<ReturnType<typeof useT<keyof typeof english>>>[0];

const FORMAT_LABELS: Record<QuestionFormat, FormatKey> = {
  direct: "formatDirect",
  "how-many": "formatHowMany",
  "statement-pair": "formatStatementPair",
  statements: "formatStatements",
  "assertion-reason": "formatAssertionReason",
  "match-list": "formatMatchList",
  passage: "formatPassage",
  "data-table": "formatDataTable",
  puzzle: "formatPuzzle",
  figure: "formatFigure",
  language: "formatLanguage",
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
  const t = useT(questionSourceMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        id={`${idPrefix}-format`}
        label={t("format")}
        error={errors.format}
        value={draft.format}
        onChange={(e) => set("format", e.target.value as QuestionFormat)}
      >
        {QUESTION_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(FORMAT_LABELS[format])}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-source`}
        label={t("source")}
        error={errors.sourceNote}
        hint={t("sourceHint")}
        value={draft.sourceNote}
        onChange={(e) => set("sourceNote", e.target.value)}
        maxLength={300}
      />
      <TextField
        id={`${idPrefix}-as-of`}
        label={t("asOf")}
        error={errors.asOf}
        hint={t("asOfHint")}
        type="date"
        value={draft.asOf}
        onChange={(e) => set("asOf", e.target.value)}
      />
    </div>
  );
}
