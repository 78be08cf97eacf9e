import {
  BANK_FORMAT_NAMES,
  BANK_IMPORT_MAX_ARCHIVE_CHARS,
  BANK_IMPORT_MAX_CHARS,
  type BankFormatName,
  type BankImportResponse,
} from "@shared/contract/bank-exchange";
import type { Difficulty, ExamType } from "@shared/contract/common";
import { FileUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { BankImportPreview, PlaceList } from "./bank-import-preview";
import { FORMAT_ACCEPT, FORMAT_LABELS, isArchiveName } from "./exchange-formats";
import { adminExchangeMessages } from "./exchange-messages";
import { serverMessage, toastError, toastInvalid } from "./form-errors";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { Panel } from "./panel";
import { DifficultyOptions, ExamOptions } from "./select-options";
import { BankImportRefused, useBankImport, usePreviewBankImport } from "./use-bank-exchange";

type Status = { state: "idle" } | { state: "success"; added: number } | { state: "error"; message: string };

type Defaults = { exam: ExamType; subject: string; topic: string; difficulty: Difficulty };

/**
 * Import: pick the format, say the exam (and the subject, topic and difficulty of questions the file
 * does not give them to), choose or paste the file, Preview (every bad item named, duplicates of the
 * bank listed, nothing written), then Import (all or nothing) once the preview has no bad item.
 */
export function BankImportPanel() {
  const t = useT(adminExchangeMessages);
  const preview = usePreviewBankImport();
  const importing = useBankImport();
  const [format, setFormat] = useState<BankFormatName>("moodle-xml");
  const [defaults, setDefaults] = useState<Defaults>({
    exam: "jee",
    subject: "",
    topic: "",
    difficulty: "medium",
  });
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  /** a .zip chosen (the file and its pictures), base64, instead of text */
  const [archive, setArchive] = useState<string | null>(null);
  const [result, setResult] = useState<{ key: string; data: BankImportResponse } | null>(null);
  const [refused, setRefused] = useState<BankImportResponse | null>(null);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [errors, setErrors] = useState<{ subject?: string; topic?: string; text?: string }>({});
  const fileInputId = useId();

  // The preview belongs to exactly this format, these defaults and this text; changing any asks for a new one.
  const key = JSON.stringify([format, defaults, text, fileName, archive?.length ?? 0]);
  const current = result?.key === key ? result.data : null;
  const canImport = current !== null && current.problems.length === 0 && current.added > 0;

  const edit = <K extends keyof Defaults>(field: K, value: Defaults[K]) => {
    setDefaults((d) => ({ ...d, [field]: value }));
    setStatus({ state: "idle" });
  };

  const checkInputs = (): boolean => {
    const found: typeof errors = {};
    if (!defaults.subject.trim()) found.subject = t("needSubject");
    if (!defaults.topic.trim()) found.topic = t("needSubject");
    if (archive !== null) {
      if (archive.length > BANK_IMPORT_MAX_ARCHIVE_CHARS) found.text = t("tooLarge");
    } else if (!text.trim()) found.text = t("needText");
    else if (text.length > BANK_IMPORT_MAX_CHARS) found.text = t("tooLarge");
    setErrors(found);
    const first = found.subject
      ? `${t("subject")} ${found.subject}`
      : found.topic
        ? `${t("topic")} ${found.topic}`
        : found.text;
    if (first) toastInvalid(first);
    return first === undefined;
  };

  const body = () => ({
    format,
    ...(archive !== null ? { archive } : { text }),
    defaults,
    ...(fileName ? { fileName } : {}),
  });

  const runPreview = () => {
    if (!checkInputs()) return;
    setRefused(null);
    preview.mutate(body(), {
      onSuccess: (data) => setResult({ key, data }),
      onError: (error) => {
        setResult(null);
        toastError(error);
      },
    });
  };

  const runImport = () => {
    if (!checkInputs()) return;
    importing.mutate(body(), {
      onSuccess: (data) => {
        setStatus({ state: "success", added: data.added });
        setResult(null);
        const skipped = data.duplicates.length;
        toast({
          title: t("importedTitle"),
          description: t("importedText", {
            count: data.added,
            formatted: formatNumber(data.added),
            skipped,
            skippedFormatted: formatNumber(skipped),
          }),
          variant: "success",
        });
      },
      onError: (error) => {
        const message = serverMessage(error);
        setStatus({ state: "error", message });
        if (error instanceof BankImportRefused) setRefused(error.result);
        toast({ title: t("refusedTitle"), description: message, variant: "destructive" });
      },
    });
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > BANK_IMPORT_MAX_CHARS * 4) {
      toastInvalid(t("tooLarge"));
      return;
    }
    if (isArchiveName(file.name)) {
      setArchive(await base64Of(file));
      setText("");
    } else {
      setArchive(null);
      setText(await file.text());
    }
    setFileName(file.name);
    setStatus({ state: "idle" });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel title={t("importTitle")} id="bank-import">
        <p className="mb-4 text-sm text-slate-700">{t("importIntro")}</p>
        <div className="grid gap-4">
          <SelectField
            id="exchange-format"
            label={t("format")}
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as BankFormatName);
              setStatus({ state: "idle" });
            }}
          >
            {BANK_FORMAT_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(FORMAT_LABELS[name])}
              </option>
            ))}
          </SelectField>
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t("defaultsLegend")}</legend>
            <p className="text-xs text-slate-600 sm:col-span-2">{t("defaultsHint")}</p>
            <SelectField
              id="exchange-exam"
              label={t("exam")}
              value={defaults.exam}
              onChange={(e) => edit("exam", e.target.value as ExamType)}
            >
              <ExamOptions />
            </SelectField>
            <SelectField
              id="exchange-difficulty"
              label={t("difficulty")}
              value={defaults.difficulty}
              onChange={(e) => edit("difficulty", e.target.value as Difficulty)}
            >
              <DifficultyOptions />
            </SelectField>
            <TextField
              id="exchange-subject"
              label={t("subject")}
              error={errors.subject}
              maxLength={120}
              value={defaults.subject}
              onChange={(e) => edit("subject", e.target.value)}
            />
            <TextField
              id="exchange-topic"
              label={t("topic")}
              error={errors.topic}
              maxLength={120}
              value={defaults.topic}
              onChange={(e) => edit("topic", e.target.value)}
            />
          </fieldset>
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
                accept={FORMAT_ACCEPT[format]}
                className="sr-only"
                onChange={(e) => void readFile(e)}
              />
            </label>
            {fileName ? (
              <span className="break-all text-sm text-slate-700">{t("loaded", { fileName })}</span>
            ) : null}
          </div>
          {archive !== null ? (
            <p
              className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
              data-testid="exchange-archive"
            >
              {t("archiveLoaded")}
            </p>
          ) : null}
          <TextAreaField
            id="exchange-text"
            label={t("fileText")}
            error={errors.text}
            small
            controlClassName="font-mono"
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setFileName(null);
              setArchive(null);
              setStatus({ state: "idle" });
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={runPreview} disabled={preview.isPending}>
              {preview.isPending ? t("checking") : t("preview")}
            </Button>
            <Button type="button" onClick={runImport} disabled={!canImport || importing.isPending}>
              {importing.isPending ? t("importing") : t("import")}
            </Button>
          </div>
          <StatusLine status={status} preview={current} />
        </div>
      </Panel>
      {refused?.problems.length ? (
        <PlaceList
          title={t("refusedTitle")}
          entries={refused.problems.map((p) => ({ where: p.where, text: p.message }))}
          tone="error"
          testId="exchange-refused"
        />
      ) : null}
      {current ? <BankImportPreview preview={current} /> : null}
    </div>
  );
}

/** A file's bytes in base64, as the import takes a .zip. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function StatusLine({ status, preview }: { status: Status; preview: BankImportResponse | null }) {
  const t = useT(adminExchangeMessages);
  const text =
    status.state === "success"
      ? t("statusImported", { count: status.added, formatted: formatNumber(status.added) })
      : status.state === "error"
        ? t("statusFailed", { message: status.message })
        : preview === null
          ? t("statusReady")
          : preview.problems.length > 0
            ? t("statusFix")
            : preview.added === 0
              ? t("statusNothing")
              : t("statusClean");
  return (
    <p
      role="status"
      data-testid="exchange-status"
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
