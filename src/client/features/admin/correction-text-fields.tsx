import type { AdminQuestion } from "@shared/contract/admin";
import { useId } from "react";
import { useT } from "@/i18n/use-t";
import { adminKeyMessages } from "./correct-key-messages";
import { inputClass } from "./form-field";

/** What the correction dialog writes besides the key: the new explanations and a report's reply. */
export type CorrectionTexts = {
  explanation: string;
  explanationHi: string;
  reply: string;
  sameQuestion: boolean;
};
export type CorrectionTextField = "explanation" | "explanationHi" | "reply";

/**
 * The new explanation beside the one it replaces (which argues for the old key), in English and, for
 * a question with a Hindi version, in Hindi; required when the key changes.
 */
export function ExplanationFields({
  question,
  required,
  texts,
  onChange,
  invalid,
}: {
  question: AdminQuestion;
  required: boolean;
  texts: CorrectionTexts;
  onChange: (texts: CorrectionTexts) => void;
  invalid: CorrectionTextField | null;
}) {
  const t = useT(adminKeyMessages);
  const id = useId();
  const pairs: { field: "explanation" | "explanationHi"; now: string; nowLabel: string; label: string }[] = [
    {
      field: "explanation",
      now: question.explanation,
      nowLabel: t("explanationNow"),
      label: t("newExplanation"),
    },
  ];
  if (question.questionHi !== null) {
    pairs.push({
      field: "explanationHi",
      now: question.explanationHi ?? "",
      nowLabel: t("explanationNowHi"),
      label: t("newExplanationHi"),
    });
  }
  return (
    <>
      {pairs.map((pair) => (
        <div key={pair.field} className="grid gap-2 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <span className="font-medium">{pair.nowLabel}</span>
            <p
              className="whitespace-pre-line rounded-lg bg-slate-100 px-3 py-2 text-slate-800"
              lang={pair.field === "explanationHi" ? "hi" : undefined}
              data-testid={`old-${pair.field}`}
            >
              {pair.now || t("noExplanation")}
            </p>
          </div>
          <label className="grid content-start gap-1" htmlFor={`${id}-${pair.field}`}>
            <span className="font-medium">{required ? pair.label : t("explanationOptional")}</span>
            <textarea
              id={`${id}-${pair.field}`}
              className={inputClass}
              rows={4}
              lang={pair.field === "explanationHi" ? "hi" : undefined}
              value={texts[pair.field]}
              onChange={(e) => onChange({ ...texts, [pair.field]: e.target.value })}
              aria-invalid={invalid === pair.field}
            />
          </label>
        </div>
      ))}
    </>
  );
}

/** The reply that closes the report the correction answers (and, when ticked, the question's other open ones). */
export function ReportReplyFields({
  reportId,
  otherOpen,
  texts,
  onChange,
  invalid,
}: {
  reportId: number;
  otherOpen: number;
  texts: CorrectionTexts;
  onChange: (texts: CorrectionTexts) => void;
  invalid: boolean;
}) {
  const t = useT(adminKeyMessages);
  const id = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-blue-200 bg-blue-50/50 p-3">
      <label className="grid gap-1" htmlFor={`${id}-reply`}>
        <span className="font-medium">{t("replyLabel")}</span>
        <textarea
          id={`${id}-reply`}
          className={inputClass}
          rows={3}
          value={texts.reply}
          onChange={(e) => onChange({ ...texts, reply: e.target.value })}
          aria-invalid={invalid}
          aria-describedby={`${id}-reply-hint`}
        />
      </label>
      <p id={`${id}-reply-hint`} className="text-xs text-slate-700">
        {t("replyHint")} {t("closesReport", { id: reportId })}
      </p>
      {otherOpen > 0 ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={texts.sameQuestion}
            onChange={(e) => onChange({ ...texts, sameQuestion: e.target.checked })}
            className="h-4 w-4 accent-blue-700"
          />
          {t("sameAnswer", { count: otherOpen })}
        </label>
      ) : null}
    </div>
  );
}
