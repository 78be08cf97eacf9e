import type { AdminQuestion } from "@shared/contract/admin";
import type { CorrectionAction, CorrectionBody } from "@shared/contract/corrections";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { formatNumber } from "@/lib/indian-formats";
import { ACTION_KEYS, adminKeyMessages } from "./correct-key-messages";
import {
  type CorrectionTextField,
  type CorrectionTexts,
  ExplanationFields,
  ReportReplyFields,
} from "./correction-text-fields";
import { serverMessage } from "./form-errors";
import { inputClass } from "./form-field";
import { useCorrectKey } from "./use-key-corrections";

const LETTERS = ["A", "B", "C", "D", "E"];

/** "2.5", "2.4 to 2.6": a numerical answer's accepted value or range. */
const range = (min: string | number, max: string | number) =>
  String(min) === String(max) ? String(min) : translate(adminKeyMessages, "range", { min, max });

function currentKey(q: AdminQuestion): string {
  if (q.numericAnswer) return range(q.numericAnswer.min, q.numericAnswer.max);
  if (q.correctAnswers) return q.correctAnswers.map((i) => LETTERS[i]).join(", ");
  const none = translate(adminKeyMessages, "none");
  return q.correctAnswer === null ? none : (LETTERS[q.correctAnswer] ?? none);
}

type ErrorField = "reason" | CorrectionTextField;
const isErrorField = (field: string | undefined): field is ErrorField =>
  field === "reason" || field === "explanation" || field === "explanationHi" || field === "reply";

/**
 * An admin's key correction of a question: what to change, the explanation for a new key (beside the
 * old one) and why (required), then a confirm step that says what follows: every submitted attempt
 * holding it is re-scored and each learner told. Opened from a question report (`report`), it also
 * asks for the reply, and the saved correction marks the report Fixed with it.
 */
export function CorrectKeyDialog({
  question,
  open,
  onOpenChange,
  report,
}: {
  question: AdminQuestion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the report the correction answers, and how many other reports of the question are open */
  report?: { id: number; otherOpen: number };
}) {
  const t = useT(adminKeyMessages);
  const correct = useCorrectKey(question.id);
  const [action, setAction] = useState<CorrectionAction>("key_change");
  const [option, setOption] = useState<number>(0);
  const [options, setOptions] = useState<number[]>(question.correctAnswers ?? []);
  const [min, setMin] = useState(String(question.numericAnswer?.min ?? ""));
  const [max, setMax] = useState(String(question.numericAnswer?.max ?? ""));
  const [reason, setReason] = useState("");
  const [texts, setTexts] = useState<CorrectionTexts>({
    explanation: "",
    explanationHi: "",
    reply: "",
    sameQuestion: (report?.otherOpen ?? 0) > 0,
  });
  const [confirming, setConfirming] = useState(false);
  /** what stops the correction, and the field at fault (marked invalid) */
  const [error, setError] = useState<{ message: string; field: ErrorField | null } | null>(null);
  const hasHindi = question.questionHi !== null;
  const type = question.type;
  const actions: CorrectionAction[] =
    type === "single" ? ["key_change", "accept_option", "drop"] : ["key_change", "drop"];

  const body = (): CorrectionBody => {
    const explanation = texts.explanation.trim();
    const explanationHi = hasHindi ? texts.explanationHi.trim() : "";
    const base = {
      action,
      reason: reason.trim(),
      ...(explanation ? { explanation } : {}),
      ...(explanationHi ? { explanationHi } : {}),
      ...(report
        ? {
            report: {
              id: report.id,
              reply: texts.reply.trim(),
              ...(report.otherOpen > 0 ? { sameQuestion: texts.sameQuestion } : {}),
            },
          }
        : {}),
    };
    if (action === "drop") return base;
    if (action === "accept_option") return { ...base, acceptedOption: option };
    if (type === "single") return { ...base, correctAnswer: option };
    if (type === "multiple") return { ...base, correctAnswers: [...options].sort((a, b) => a - b) };
    return { ...base, numericAnswer: { min: Number(min), max: Number(max === "" ? min : max) } };
  };
  const newKey = () => {
    if (action === "drop") return t("dropped");
    if (type === "numerical") return max === "" ? min : range(min, max);
    if (type === "multiple")
      return [...options]
        .sort((a, b) => a - b)
        .map((i) => LETTERS[i])
        .join(", ");
    return action === "accept_option"
      ? t("keyOrOption", { key: currentKey(question), option: LETTERS[option] })
      : (LETTERS[option] ?? "");
  };
  const review = () => {
    const newKey = action === "key_change";
    if (reason.trim().length < 5) return setError({ message: t("reasonTooShort"), field: "reason" });
    if (newKey && !texts.explanation.trim())
      return setError({ message: t("explanationRequired"), field: "explanation" });
    if (newKey && hasHindi && !texts.explanationHi.trim())
      return setError({ message: t("explanationHiRequired"), field: "explanationHi" });
    if (report && !texts.reply.trim()) return setError({ message: t("replyRequired"), field: "reply" });
    setError(null);
    setConfirming(true);
  };
  const submit = () =>
    correct.mutate(body(), {
      onSuccess: (res) => {
        onOpenChange(false);
        setConfirming(false);
        setReason("");
        const rescored = t("correctedText", {
          count: res.attemptsToRescore,
          countText: formatNumber(res.attemptsToRescore),
        });
        const fixed = res.reportIds.length ? ` ${t("reportFixed", { count: res.reportIds.length })}` : "";
        toast({ title: t("corrected"), description: rescored + fixed, variant: "success" });
      },
      onError: (e) => {
        setConfirming(false);
        const field = e instanceof ApiError ? e.field : undefined;
        setError({ message: serverMessage(e), field: isErrorField(field) ? field : null });
      },
    });

  const optionButtons = (chosen: (i: number) => boolean, pick: (i: number) => void) => (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t("options")}</legend>
      {question.options.map((text, i) => (
        <Button
          key={LETTERS[i]}
          type="button"
          size="sm"
          variant={chosen(i) ? "default" : "outline"}
          aria-pressed={chosen(i)}
          onClick={() => pick(i)}
          title={text}
        >
          {LETTERS[i]}
        </Button>
      ))}
    </fieldset>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirming(false);
        onOpenChange(next);
      }}
    >
      <DialogContent title={t("dialogTitle", { id: question.id })} size="2xl">
        {confirming ? (
          <div className="grid gap-3 text-sm" data-testid="correction-confirm">
            <p>
              {t(ACTION_KEYS[action])}: <strong>{currentKey(question)}</strong> → <strong>{newKey()}</strong>.
            </p>
            <p>{t("reasonLine", { reason: reason.trim() })}</p>
            <p className="text-slate-700">{t("rescoreWarning")}</p>
            {report ? <p className="text-slate-700">{t("closesReport", { id: report.id })}</p> : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t("back")}
              </Button>
              <Button variant="destructive" disabled={correct.isPending} onClick={submit}>
                {correct.isPending ? t("correcting") : t("confirm")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-3 text-sm">
            <p>
              {t("currentKey")} <strong>{currentKey(question)}</strong>
            </p>
            <label className="grid gap-1">
              <span className="font-medium">{t("correction")}</span>
              <select
                className={inputClass}
                value={action}
                onChange={(e) => setAction(e.target.value as CorrectionAction)}
              >
                {actions.map((a) => (
                  <option key={a} value={a}>
                    {t(ACTION_KEYS[a])}
                  </option>
                ))}
              </select>
            </label>
            {action !== "drop" && type !== "numerical" ? (
              <div className="grid gap-1">
                <span className="font-medium">
                  {action === "accept_option" ? t("alsoAccept") : t("newKey")}
                </span>
                {type === "multiple" && action === "key_change"
                  ? optionButtons(
                      (i) => options.includes(i),
                      (i) => setOptions((o) => (o.includes(i) ? o.filter((x) => x !== i) : [...o, i])),
                    )
                  : optionButtons((i) => i === option, setOption)}
              </div>
            ) : null}
            {action === "key_change" && type === "numerical" ? (
              <div className="grid grid-cols-2 gap-2">
                <label className="grid gap-1">
                  <span className="font-medium">{t("smallest")}</span>
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    value={min}
                    onChange={(e) => setMin(e.target.value)}
                  />
                </label>
                <label className="grid gap-1">
                  <span className="font-medium">{t("largest")}</span>
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    value={max}
                    onChange={(e) => setMax(e.target.value)}
                  />
                </label>
              </div>
            ) : null}
            <ExplanationFields
              question={question}
              required={action === "key_change"}
              texts={texts}
              onChange={setTexts}
              invalid={
                error?.field === "explanation" || error?.field === "explanationHi" ? error.field : null
              }
            />
            {report ? (
              <ReportReplyFields
                reportId={report.id}
                otherOpen={report.otherOpen}
                texts={texts}
                onChange={setTexts}
                invalid={error?.field === "reply"}
              />
            ) : null}
            <label className="grid gap-1">
              <span className="font-medium">{t("reasonLabel")}</span>
              <textarea
                className={inputClass}
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error?.field === "reason"}
              />
            </label>
            {error ? (
              <p role="alert" className="text-red-700">
                {error.message}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("cancel")}
              </Button>
              <Button onClick={review}>{t("review")}</Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
