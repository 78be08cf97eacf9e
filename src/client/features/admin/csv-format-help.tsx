import { CSV_COLUMNS } from "@shared/contract/admin";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { CSV_COLUMNS_HELP } from "./csv-columns-help";
import { csvLine, EXAMPLE_ROW } from "./csv-template";
import { adminUploadMessages } from "./upload-messages";

/** The example row as a file holds it: the header, then the row. */
const EXAMPLE_FILE = `${CSV_COLUMNS.join(",")}\n${csvLine(EXAMPLE_ROW)}`;

/**
 * What a questions CSV holds: the short rule always shown, and every column (name, required or not,
 * what it holds, an example) with an example row behind a disclosure.
 */
export function CsvFormatHelp() {
  const t = useT(adminUploadMessages);
  return (
    <div className="mb-4 grid gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p>{t("intro")}</p>
      <details data-testid="csv-help">
        <summary className="cursor-pointer font-semibold text-blue-800 underline underline-offset-2">
          {t("helpSummary")}
        </summary>
        <div className="mt-3 grid gap-3">
          <p>{t("helpIntro")}</p>
          <dl
            aria-label={t("helpColumnsLabel")}
            className="grid divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {CSV_COLUMNS_HELP.map((entry) => (
              <div
                key={entry.columns[0]}
                className="grid gap-1 px-3 py-2 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-4"
              >
                <dt className="flex flex-wrap items-center gap-1">
                  {entry.columns.map((column) => (
                    <code
                      key={column}
                      className="rounded bg-slate-100 px-1 font-mono font-semibold text-slate-900"
                    >
                      {column}
                    </code>
                  ))}
                  <Badge variant={entry.required ? "medium" : "secondary"}>
                    {entry.required ? t("required") : t("optional")}
                  </Badge>
                </dt>
                <dd className="text-slate-800">
                  <p>{t(entry.help)}</p>
                  <p className="mt-0.5 text-slate-700">
                    {t("exampleLabel")}{" "}
                    <span
                      className="break-words font-mono text-slate-900"
                      lang={entry.columns[0]?.endsWith("Hi") ? "hi" : undefined}
                    >
                      {entry.example}
                    </span>
                  </p>
                </dd>
              </div>
            ))}
          </dl>
          <p className="font-medium text-slate-800">{t("helpMarks")}</p>
          <p>{t("exampleRow")}</p>
          <pre className="whitespace-pre-wrap break-all rounded-lg border border-slate-200 bg-white p-2 font-mono text-xs text-slate-900">
            {EXAMPLE_FILE}
          </pre>
        </div>
      </details>
    </div>
  );
}
