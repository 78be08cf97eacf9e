import type { AnswerValue } from "@shared/contract/attempts";
import type { QuestionType } from "@shared/contract/common";
import { MathHtml } from "@/components/math-html";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { reviewMessages } from "./review-messages";

export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;

/** The key's marking of an option once the answer is checked */
export type OptionMark = "key" | "chosen-wrong" | null;

const optionClass = (isChosen: boolean, mark: OptionMark) =>
  cn(
    "flex w-full items-start gap-3 rounded-lg border p-3 text-left transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
    mark === "key"
      ? "border-emerald-600 bg-emerald-50"
      : mark === "chosen-wrong"
        ? "border-red-600 bg-red-50"
        : isChosen
          ? "border-blue-700 bg-blue-50"
          : "border-slate-300 bg-white",
  );

/**
 * The answer to a review card, large enough to tap on a phone: one option (single correct), several
 * (multiple correct), or a typed number (numerical). Read-only once checked, with the key marked.
 */
export function ReviewAnswerInput({
  type,
  options,
  answer,
  onAnswer,
  marks,
}: {
  type: QuestionType;
  /** as the server typeset them, in the language shown */
  options: string[];
  answer: AnswerValue | null;
  onAnswer: (value: AnswerValue | null) => void;
  /** per option once checked; undefined while answering */
  marks?: OptionMark[];
}) {
  const t = useT(reviewMessages);
  const checked = marks !== undefined;
  if (type === "numerical") {
    return (
      <label className="mt-4 block">
        <span className="text-sm font-medium text-slate-800">{t("yourNumber")}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          readOnly={checked}
          value={typeof answer === "number" ? String(answer) : ""}
          onChange={(e) => {
            const text = e.target.value.trim();
            const n = Number(text);
            onAnswer(text === "" || !Number.isFinite(n) ? null : n);
          }}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-3 text-lg"
        />
      </label>
    );
  }
  const chosen = Array.isArray(answer) ? answer : typeof answer === "number" ? [answer] : [];
  const toggle = (index: number) => {
    if (type === "single") return onAnswer(index);
    const next = chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index].sort();
    onAnswer(next.length > 0 ? next : null);
  };
  return (
    <fieldset className="mt-4 grid gap-2">
      <legend className="sr-only">{type === "multiple" ? t("chooseEvery") : t("chooseOne")}</legend>
      {type === "multiple" ? <p className="text-sm text-slate-700">{t("oneOrMore")}</p> : null}
      {options.map((option, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for a question
          key={index}
          type="button"
          aria-pressed={chosen.includes(index)}
          disabled={checked}
          onClick={() => toggle(index)}
          data-mark={marks?.[index] ?? undefined}
          className={optionClass(chosen.includes(index), marks?.[index] ?? null)}
        >
          <span className="font-semibold">({OPTION_LETTERS[index] ?? index + 1})</span>
          <span className="min-w-0 text-slate-900">
            <MathHtml html={option} />
          </span>
        </button>
      ))}
    </fieldset>
  );
}
