import type { ItemAnalysisRow } from "@shared/contract/item-analysis";
import { AlertTriangle, Check } from "lucide-react";
import { MathText } from "@/components/math-text";
import { QuestionText } from "@/components/question-text";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { adminAnalyticsMessages, FLAG_LABEL_KEYS } from "./admin-analytics-messages";
import {
  type FlagThresholds,
  flagText,
  indicativeText,
  negativeEfficiencyText,
  optionLetter,
  wholeNumber,
} from "./item-flag-text";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const signed = (value: number | null, digits = 0) => (value === null ? "—" : value.toFixed(digits));
const whole = (value: number | null) => (value === null ? "—" : wholeNumber(value));
const TYPE_KEYS = {
  single: "typeSingle",
  multiple: "typeMultiple",
  numerical: "typeNumerical",
} as const satisfies Record<ItemAnalysisRow["type"], string>;

/**
 * One question's statistics: the flags in words (marked indicative, with n and the discrimination's
 * interval, below the firm count of attempts), its indices and the option table.
 */
export function ItemAnalysisCard({ row, thresholds }: { row: ItemAnalysisRow; thresholds: FlagThresholds }) {
  const t = useT(adminAnalyticsMessages);
  const serious = row.flags.some((f) => f.kind === "likely_wrong_key");
  const indicative = row.indicative && row.flags.length > 0;
  const negativeEfficiency = negativeEfficiencyText(row);
  const interval = row.discriminationInterval;
  return (
    <article
      className={`rounded-lg border p-4 ${serious ? "border-red-300 bg-red-50/40" : "border-slate-200"}`}
      aria-labelledby={`item-${row.questionId}`}
      data-testid="item-analysis-row"
    >
      <header className="flex flex-wrap items-baseline gap-2">
        <h3 id={`item-${row.questionId}`} className="font-semibold text-slate-900">
          {t("questionPosition", { position: row.position })}
        </h3>
        <span className="text-sm text-slate-700">
          #{row.questionId} · {t(TYPE_KEYS[row.type])}
          {row.section ? ` · ${row.section}` : ""}
        </span>
        {row.flags.map((flag) => (
          <Badge
            key={`${flag.kind}-${flag.option ?? ""}`}
            variant={flag.kind === "likely_wrong_key" ? "hard" : "secondary"}
          >
            {t(FLAG_LABEL_KEYS[flag.kind])}
            {flag.option === undefined ? "" : ` ${optionLetter(flag.option)}`}
          </Badge>
        ))}
        {indicative ? <Badge variant="outline">{t("indicativeBadge", { n: row.attempts })}</Badge> : null}
      </header>
      <p className="mt-2 text-slate-900">
        <QuestionText text={row.text} className="whitespace-pre-line" />
      </p>
      {row.flags.length ? (
        <ul className="mt-3 grid gap-1" aria-label={t("flags")}>
          {row.flags.map((flag) => (
            <li
              key={`${flag.kind}-${flag.option ?? ""}`}
              className={`flex gap-2 text-sm ${flag.kind === "likely_wrong_key" ? "font-semibold text-red-800" : "text-slate-800"}`}
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {flagText(flag, row, thresholds)}
            </li>
          ))}
          {indicative ? (
            <li className="text-sm text-slate-700" data-testid="item-indicative">
              {indicativeText(row, thresholds)}
            </li>
          ) : null}
        </ul>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Stat label={t("firstAttempts")} value={formatNumber(row.attempts)} />
        <Stat label={t("facility")} value={row.facility === null ? "—" : percent(row.facility)} />
        <Stat
          label={t("discrimination")}
          value={whole(row.discrimination)}
          detail={
            interval
              ? t("interval95", { low: wholeNumber(interval.low), high: wholeNumber(interval.high) })
              : undefined
          }
        />
        <Stat label={t("efficiency")} value={row.efficiency === null ? "—" : `${whole(row.efficiency)}%`} />
      </dl>
      {negativeEfficiency ? (
        <p className="mt-2 text-sm text-amber-900" data-testid="item-negative-efficiency">
          {negativeEfficiency}
        </p>
      ) : null}
      {row.options.length ? <OptionTable row={row} /> : null}
    </article>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">
        {value}
        {detail ? <span className="block text-xs font-normal text-slate-700">{detail}</span> : null}
      </dd>
    </div>
  );
}

function OptionTable({ row }: { row: ItemAnalysisRow }) {
  const t = useT(adminAnalyticsMessages);
  const suspected = new Set(row.flags.filter((f) => f.kind === "likely_wrong_key").map((f) => f.option));
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("optionsOfQuestion", { position: row.position })}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t("option")}
            </th>
            <th scope="col" className="w-24 py-1 pr-2 text-right font-medium">
              {t("chosenBy")}
            </th>
            <th scope="col" className="w-24 py-1 pr-2 text-right font-medium">
              {t("top27")}
            </th>
            <th scope="col" className="w-24 py-1 text-right font-medium">
              {t("correlation")}
            </th>
          </tr>
        </thead>
        <tbody>
          {row.options.map((o) => (
            <tr
              key={o.index}
              className={`border-t border-slate-100 ${suspected.has(o.index) ? "bg-red-100/60" : ""}`}
            >
              <td className="py-1 pr-2">
                <span className="font-semibold">{optionLetter(o.index)}.</span> <MathText text={o.text} />
                {o.isKey ? (
                  <span className="ml-2 inline-flex items-center gap-0.5 text-xs font-semibold text-green-800">
                    <Check className="h-3 w-3" aria-hidden /> {t("key")}
                  </span>
                ) : null}
              </td>
              <td className="py-1 pr-2 text-right tabular-nums">{percent(o.share)}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{percent(o.topShare)}</td>
              <td className="py-1 text-right tabular-nums">{signed(o.correlation, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
