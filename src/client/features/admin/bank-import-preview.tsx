import type { BankImportResponse } from "@shared/contract/bank-exchange";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { adminExchangeMessages } from "./exchange-messages";
import { Panel } from "./panel";

type Listed = { where: string; text: string };

/** Bad items or skipped duplicates, each by where it is in the file. */
export function PlaceList({
  title,
  entries,
  tone,
  testId,
}: {
  title: string;
  entries: Listed[];
  tone: "error" | "note";
  testId: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        "rounded-xl border p-4",
        tone === "error" ? "border-red-300 bg-red-50" : "border-slate-200 bg-slate-50",
      )}
    >
      <h3 className={cn("font-semibold", tone === "error" ? "text-red-800" : "text-slate-900")}>{title}</h3>
      <ul className="mt-2 grid gap-1 text-sm" data-testid={testId}>
        {entries.map((entry, i) => (
          <li
            key={`${entry.where}-${i.toString()}`}
            className={cn("break-words", tone === "error" ? "text-red-800" : "text-slate-800")}
          >
            {entry.where}: {entry.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

const TYPE_KEYS = { single: "typeSingle", multiple: "typeMultiple", numerical: "typeNumerical" } as const;

/** The dry run: what the file holds, every bad item by its place, what the bank already has, and what an import adds. */
export function BankImportPreview({ preview }: { preview: BankImportResponse }) {
  const t = useT(adminExchangeMessages);
  const bad = new Set(preview.problems.map((p) => p.where));
  const known = new Set(preview.duplicates.map((d) => d.where));
  return (
    <Panel title={t("previewTitle")} id="exchange-preview">
      <p className="mb-3 text-sm text-slate-800" data-testid="exchange-summary">
        {t("summary", {
          items: preview.items.length,
          itemsFormatted: formatNumber(preview.items.length),
          problems: preview.problems.length,
          problemsFormatted: formatNumber(preview.problems.length),
          duplicates: formatNumber(preview.duplicates.length),
          added: formatNumber(preview.added),
        })}
      </p>
      <div className="grid gap-3">
        {preview.problems.length ? (
          <PlaceList
            title={t("problemsTitle")}
            entries={preview.problems.map((p) => ({ where: p.where, text: p.message }))}
            tone="error"
            testId="exchange-problems"
          />
        ) : null}
        {preview.duplicates.length ? (
          <PlaceList
            title={t("duplicatesTitle")}
            entries={preview.duplicates}
            tone="note"
            testId="exchange-duplicates"
          />
        ) : null}
        {preview.items.length ? (
          <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead className="sticky top-0 bg-slate-100 text-slate-800">
                <tr>
                  {(["colWhere", "colType", "colQuestion", "colSubject", "colHindi"] as const).map((key) => (
                    <th key={key} scope="col" className="px-2 py-2">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.items.map((item, i) => (
                  <tr
                    key={`${item.where}-${i.toString()}`}
                    className={cn("border-t border-slate-200 align-top", bad.has(item.where) && "bg-red-50")}
                    data-testid="exchange-item"
                  >
                    <td className="px-2 py-2 font-mono text-slate-800">{item.where}</td>
                    <td className="px-2 py-2 text-slate-800">{t(TYPE_KEYS[item.type])}</td>
                    <td className="px-2 py-2 text-slate-900">
                      <p className="line-clamp-3 whitespace-pre-line break-words">{item.text}</p>
                      {item.figure ? (
                        <p className="mt-1 text-xs text-slate-700" data-testid="exchange-item-figure">
                          {t("withPicture", { name: item.figure })}
                        </p>
                      ) : null}
                      {known.has(item.where) ? (
                        <Badge variant="medium" className="mt-1">
                          {t("duplicatesTitle")}
                        </Badge>
                      ) : null}
                    </td>
                    <td className="px-2 py-2 text-slate-800">
                      {item.subject} · {item.topic}
                    </td>
                    <td className="px-2 py-2 text-slate-800">{item.hasHindi ? t("yes") : t("no")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
