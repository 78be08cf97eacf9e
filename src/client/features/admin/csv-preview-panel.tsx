import type { CsvIssue, CsvPreviewResponse, CsvRow } from "@shared/contract/admin";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { Panel } from "./panel";
import { type AdminUploadKey, adminUploadMessages } from "./upload-messages";

type T = ReturnType<typeof useT<AdminUploadKey>>;

const LETTERS = "abcde";

const issueText = (t: T, issue: CsvIssue) =>
  issue.line === null ? issue.message : t("issueLine", { line: issue.line, message: issue.message });

/** A file's problems, each with its line. */
export function IssueList({
  title,
  issues,
  tone,
}: {
  title: string;
  issues: CsvIssue[];
  tone: "error" | "warning";
}) {
  const t = useT(adminUploadMessages);
  return (
    <section
      aria-label={title}
      className={cn(
        "rounded-xl border p-4",
        tone === "error" ? "border-red-300 bg-red-50" : "border-amber-300 bg-amber-50",
      )}
    >
      <h3 className={cn("font-semibold", tone === "error" ? "text-red-800" : "text-amber-900")}>{title}</h3>
      <ul className="mt-2 grid gap-1 text-sm" data-testid={tone === "error" ? "csv-errors" : "csv-warnings"}>
        {issues.map((issue) => (
          <li
            key={`${issue.line}-${issue.message}`}
            className={tone === "error" ? "text-red-800" : "text-amber-900"}
          >
            {issueText(t, issue)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dry run: what was read, every problem, and what an upload would add. */
export function PreviewPanel({ preview }: { preview: CsvPreviewResponse }) {
  const t = useT(adminUploadMessages);
  const errorLines = new Set(preview.errors.map((e) => e.line));
  const duplicateLines = new Set(preview.duplicates.map((d) => d.line));
  return (
    <Panel title={t("preview")} id="csv-preview">
      <p className="mb-3 text-sm text-slate-800" data-testid="csv-summary">
        {t("summary", {
          rows: preview.rows.length,
          rowsFormatted: formatNumber(preview.rows.length),
          errors: preview.errors.length,
          errorsFormatted: formatNumber(preview.errors.length),
          warnings: preview.warnings.length,
          warningsFormatted: formatNumber(preview.warnings.length),
          duplicates: formatNumber(preview.duplicates.length),
          toAdd: formatNumber(preview.toAdd),
        })}
      </p>
      <div className="grid gap-3">
        {preview.errors.length ? (
          <IssueList title={t("errorsTitle")} issues={preview.errors} tone="error" />
        ) : null}
        {preview.warnings.length ? (
          <IssueList title={t("warningsTitle")} issues={preview.warnings} tone="warning" />
        ) : null}
        {preview.rows.length ? (
          <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead className="sticky top-0 bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-2 py-2">
                    {t("colLine")}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t("colQuestion")}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t("colOptions")}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t("colAnswer")}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t("colStatus")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <PreviewRow
                    key={row.line}
                    row={row}
                    hasError={errorLines.has(row.line)}
                    isDuplicate={duplicateLines.has(row.line)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

function PreviewRow({
  row,
  hasError,
  isDuplicate,
}: {
  row: CsvRow;
  hasError: boolean;
  isDuplicate: boolean;
}) {
  const t = useT(adminUploadMessages);
  return (
    <tr
      className={cn("border-t border-slate-200 align-top", hasError && "bg-red-50")}
      data-testid={`csv-row-${row.line}`}
    >
      <td className="px-2 py-2 font-mono text-slate-800">{row.line}</td>
      <td className="px-2 py-2 text-slate-900">
        <p className="whitespace-pre-line">{row.question || t("blank")}</p>
        {row.questionHi ? (
          <p className="mt-1 whitespace-pre-line" data-testid="csv-row-hindi">
            <Badge variant="default" className="mr-1">
              {t("previewHindi")}
            </Badge>
            <span lang="hi">{row.questionHi}</span>
          </p>
        ) : null}
        <RowNotes row={row} />
      </td>
      <td className="px-2 py-2 text-slate-800">
        <OptionLines line={row.line} options={row.options} />
        {row.optionsHi.length ? (
          <div lang="hi" className="mt-1 border-t border-slate-200 pt-1">
            <OptionLines line={row.line} options={row.optionsHi} />
          </div>
        ) : null}
      </td>
      <td className="px-2 py-2 font-mono text-slate-800">{row.correctLetter || t("blank")}</td>
      <td className="px-2 py-2">
        {hasError ? (
          <Badge variant="hard">{t("rowError")}</Badge>
        ) : isDuplicate ? (
          <Badge variant="medium">{t("rowDuplicate")}</Badge>
        ) : (
          <Badge variant="easy">{t("rowOk")}</Badge>
        )}
      </td>
    </tr>
  );
}

function OptionLines({ line, options }: { line: number; options: string[] }) {
  const t = useT(adminUploadMessages);
  return options.map((o, i) => (
    <div key={`${line}-${i.toString()}`}>
      {LETTERS[i]}. {o || <span className="text-red-700">{t("blank")}</span>}
    </div>
  ));
}

/** Where the row's fact can be checked, its current-affairs day and the passage it shares. */
function RowNotes({ row }: { row: CsvRow }) {
  const t = useT(adminUploadMessages);
  const notes = [
    row.source ? t("previewSource", { source: row.source }) : null,
    row.asOf ? t("previewAsOf", { date: row.asOf }) : null,
    row.stimulus ? t("previewStimulus", { stimulus: row.stimulus }) : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="mt-1 text-xs text-slate-700" data-testid="csv-row-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
