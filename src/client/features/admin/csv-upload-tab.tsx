import { CSV_MAX_CHARS, type CsvIssue, type CsvPreviewResponse } from "@shared/contract/admin";
import { Download, FileUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { CSV_TEMPLATE_HREF } from "./csv-template";
import { serverMessage, toastError, toastInvalid } from "./form-errors";
import { TextAreaField } from "./form-field";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import { type AdminUploadKey, adminUploadMessages } from "./upload-messages";
import { UploadRejected, usePreviewUpload, useUploadQuestions } from "./use-upload-questions";

type UploadStatus =
  | { state: "idle" }
  | { state: "success"; added: number; duplicates: number }
  | { state: "error"; message: string };

/** The first row of a questions CSV: its column names, the same in every language. */
const CSV_HEADER = "question,option1,option2,option3,option4,correctAnswer,explanation";

type T = ReturnType<typeof useT<AdminUploadKey>>;

const issueText = (t: T, issue: CsvIssue) =>
  issue.line === null ? issue.message : t("issueLine", { line: issue.line, message: issue.message });

/** "3 questions added", and the duplicates skipped: the status line's words or the toast's. */
const addedText = (
  t: T,
  added: number,
  duplicates: number,
  keys: {
    plain: "uploadedText" | "statusUploaded";
    skipped: "uploadedTextSkipped" | "statusUploadedSkipped";
  },
) => {
  const count = { count: added, formatted: formatNumber(added) };
  return duplicates
    ? t(keys.skipped, { ...count, skipped: duplicates, skippedFormatted: formatNumber(duplicates) })
    : t(keys.plain, count);
};

/**
 * CSV Upload: choose a quiz, paste the CSV or pick a .csv file, Preview (every row and every problem
 * with its line, nothing written), then Upload (all or nothing) once the preview is clean.
 */
export function CsvUploadTab() {
  const t = useT(adminUploadMessages);
  const preview = usePreviewUpload();
  const upload = useUploadQuestions();
  const [quizId, setQuizId] = useState<number | null>(null);
  const [csvData, setCsvData] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<{ key: string; data: CsvPreviewResponse } | null>(null);
  const [rejected, setRejected] = useState<CsvIssue[] | null>(null);
  const [status, setStatus] = useState<UploadStatus>({ state: "idle" });
  const [errors, setErrors] = useState<{ quizId?: string; csvData?: string }>({});
  const fileInputId = useId();

  // The preview belongs to exactly this quiz and text; editing either asks for a new preview.
  const key = `${quizId}:${csvData}`;
  const current = result?.key === key ? result.data : null;
  const canUpload = current !== null && current.errors.length === 0;

  const checkInputs = (): boolean => {
    if (!quizId) {
      setErrors({ quizId: t("selectQuiz") });
      toastInvalid(t("selectQuiz"));
      return false;
    }
    if (!csvData.trim()) {
      setErrors({ csvData: t("pasteCsv") });
      toastInvalid(t("pasteCsv"));
      return false;
    }
    if (csvData.length > CSV_MAX_CHARS) {
      const message = t("csvTooLarge");
      setErrors({ csvData: message });
      toastInvalid(message);
      return false;
    }
    setErrors({});
    return true;
  };

  const runPreview = () => {
    if (!checkInputs() || !quizId) return;
    setRejected(null);
    preview.mutate(
      { quizId, csvData },
      {
        onSuccess: (data) => {
          if (data.dryRun) setResult({ key, data });
        },
        onError: (error) => {
          setResult(null);
          toastError(error);
        },
      },
    );
  };

  const runUpload = () => {
    if (!checkInputs() || !quizId) return;
    upload.mutate(
      { quizId, csvData, ...(fileName ? { fileName } : {}) },
      {
        onSuccess: (data) => {
          if (data.dryRun) return;
          const dupes = data.duplicates.length;
          setStatus({ state: "success", added: data.added, duplicates: dupes });
          setResult(null);
          toast({
            title: t("uploadedTitle"),
            description: addedText(t, data.added, dupes, {
              plain: "uploadedText",
              skipped: "uploadedTextSkipped",
            }),
            variant: "success",
          });
        },
        onError: (error) => {
          const message = serverMessage(error, t("uploadFailedFallback"));
          setStatus({ state: "error", message });
          if (error instanceof UploadRejected && error.errors.length) setRejected(error.errors);
          toast({ title: t("uploadFailedTitle"), description: message, variant: "destructive" });
        },
      },
    );
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > CSV_MAX_CHARS * 4) {
      toastInvalid(t("fileTooLarge"));
      return;
    }
    setCsvData(await file.text());
    setFileName(file.name);
    setStatus({ state: "idle" });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel
        title={t("title")}
        id="csv-upload"
        actions={
          <a
            href={CSV_TEMPLATE_HREF}
            download="abhyas-questions-template.csv"
            className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            <Download className="h-4 w-4" aria-hidden />
            {t("downloadTemplate")}
          </a>
        }
      >
        <div className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p>
            {t("firstRow")} <code className="break-all font-mono">{CSV_HEADER}</code> {t("format")}
          </p>
        </div>
        <div className="grid gap-4">
          <QuizSelectField
            id="csv-quiz"
            label={t("quiz")}
            error={errors.quizId}
            value={quizId}
            onChange={(id) => {
              setQuizId(id);
              setStatus({ state: "idle" });
            }}
          />
          <TextAreaField
            id="csv-data"
            label={t("csvData")}
            error={errors.csvData}
            small
            controlClassName="font-mono"
            rows={10}
            spellCheck={false}
            placeholder={CSV_HEADER}
            value={csvData}
            onChange={(e) => {
              setCsvData(e.target.value);
              setFileName(null);
              setStatus({ state: "idle" });
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={fileInputId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-blue-600"
            >
              <FileUp className="h-4 w-4" aria-hidden />
              {t("chooseFile")}
              <input
                id={fileInputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(e) => void readFile(e)}
              />
            </label>
            {fileName ? <span className="text-sm text-slate-700">{t("loaded", { fileName })}</span> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={runPreview} disabled={preview.isPending}>
              {preview.isPending ? t("checking") : t("preview")}
            </Button>
            <Button type="button" onClick={runUpload} disabled={!canUpload || upload.isPending}>
              {upload.isPending ? t("uploading") : t("upload")}
            </Button>
          </div>
          <UploadStatusLine status={status} hasPreview={current !== null} canUpload={canUpload} />
        </div>
      </Panel>
      {rejected ? <IssueList title={t("refused")} issues={rejected} tone="error" /> : null}
      {current ? <PreviewPanel preview={current} /> : null}
    </div>
  );
}

function UploadStatusLine({
  status,
  hasPreview,
  canUpload,
}: {
  status: UploadStatus;
  hasPreview: boolean;
  canUpload: boolean;
}) {
  const t = useT(adminUploadMessages);
  const text =
    status.state === "success"
      ? addedText(t, status.added, status.duplicates, {
          plain: "statusUploaded",
          skipped: "statusUploadedSkipped",
        })
      : status.state === "error"
        ? t("statusFailed", { message: status.message })
        : hasPreview
          ? canUpload
            ? t("statusClean")
            : t("statusFix")
          : t("statusReady");
  return (
    <p
      role="status"
      data-testid="upload-status"
      data-status={status.state}
      className={cn(
        "rounded-lg px-3 py-2 text-sm",
        status.state === "success"
          ? "bg-green-50 text-green-900"
          : status.state === "error"
            ? "bg-red-50 text-red-800"
            : "bg-slate-50 text-slate-700",
      )}
    >
      {text}
    </p>
  );
}

function IssueList({
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

function PreviewPanel({ preview }: { preview: CsvPreviewResponse }) {
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
                {preview.rows.map((row) => {
                  const hasError = errorLines.has(row.line);
                  const isDuplicate = duplicateLines.has(row.line);
                  return (
                    <tr
                      key={row.line}
                      className={cn("border-t border-slate-200 align-top", hasError && "bg-red-50")}
                      data-testid={`csv-row-${row.line}`}
                    >
                      <td className="px-2 py-2 font-mono text-slate-800">{row.line}</td>
                      <td className="whitespace-pre-line px-2 py-2 text-slate-900">
                        {row.question || t("blank")}
                      </td>
                      <td className="px-2 py-2 text-slate-800">
                        {row.options.map((o, i) => (
                          <div key={`${row.line}-${i.toString()}`}>
                            {"abcd"[i]}. {o || <span className="text-red-700">{t("blank")}</span>}
                          </div>
                        ))}
                      </td>
                      <td className="px-2 py-2 font-mono text-slate-800">
                        {row.correctLetter || t("blank")}
                      </td>
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
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
