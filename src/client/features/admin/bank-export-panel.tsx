import {
  BANK_FORMAT_NAMES,
  type BankExportResponse,
  type BankFormatName,
} from "@shared/contract/bank-exchange";
import type { ExamType } from "@shared/contract/common";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { FORMAT_LABELS } from "./exchange-formats";
import { adminExchangeMessages } from "./exchange-messages";
import { toastError } from "./form-errors";
import { SelectField, TextField } from "./form-field";
import { Panel } from "./panel";
import { ExamOptions } from "./select-options";
import { useBankExport } from "./use-bank-exchange";

/** Export: the whole bank, an exam's or one subject's questions, downloaded in any format. */
export function BankExportPanel() {
  const t = useT(adminExchangeMessages);
  const exporting = useBankExport();
  const [exam, setExam] = useState<ExamType | "">("");
  const [subject, setSubject] = useState("");
  const [pending, setPending] = useState<BankFormatName | null>(null);
  const [last, setLast] = useState<BankExportResponse | null>(null);

  const download = (format: BankFormatName) => {
    setPending(format);
    const chosenSubject = exam && subject.trim() ? subject.trim() : undefined;
    exporting.mutate(
      { format, ...(exam ? { exam } : {}), ...(chosenSubject ? { subject: chosenSubject } : {}) },
      {
        onSuccess: (file) => {
          setLast(file);
          toast({
            title: t("exportedTitle"),
            description: t("exportedText", {
              count: file.questions,
              formatted: formatNumber(file.questions),
              fileName: file.fileName,
            }),
            variant: "success",
          });
        },
        onError: (error) => toastError(error),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Panel title={t("exportTitle")} id="bank-export">
      <p className="mb-4 text-sm text-slate-700">{t("exportIntro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="export-exam"
          label={t("exportExam")}
          value={exam}
          onChange={(e) => setExam(e.target.value as ExamType | "")}
        >
          <option value="">{t("wholeBank")}</option>
          <ExamOptions />
        </SelectField>
        <TextField
          id="export-subject"
          label={t("exportSubject")}
          maxLength={120}
          disabled={!exam}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {BANK_FORMAT_NAMES.map((format) => (
          <Button
            key={format}
            type="button"
            variant="outline"
            disabled={exporting.isPending}
            onClick={() => download(format)}
          >
            <Download className="h-4 w-4" aria-hidden />
            {pending === format ? t("downloading") : t("download", { format: t(FORMAT_LABELS[format]) })}
          </Button>
        ))}
      </div>
      {last?.notCarried.length ? (
        <section className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <h3 className="font-semibold">{t("notCarriedTitle", { fileName: last.fileName })}</h3>
          <ul className="mt-1 list-disc pl-5" data-testid="export-not-carried">
            {last.notCarried.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </Panel>
  );
}
