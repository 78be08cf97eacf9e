import {
  CSV_MAX_CHARS,
  CSV_REQUIRED_COLUMNS,
  type CsvIssue,
  type CsvPreviewResponse,
} from "@shared/contract/admin";
import { Download, FileUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { CsvFormatHelp } from "./csv-format-help";
import { IssueList, PreviewPanel } from "./csv-preview-panel";
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

/** The required columns, the text box's placeholder: the same in every language. */
const CSV_HEADER = CSV_REQUIRED_COLUMNS.join(",");

type T = ReturnType<typeof useT<AdminUploadKey>>;

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
        <CsvFormatHelp />
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
