import type { AdminQuestion } from "@shared/contract/admin";
import type { CorrectionAction, CorrectionBody } from "@shared/contract/corrections";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "./form-errors";
import { inputClass } from "./form-field";
import { useCorrectKey } from "./use-key-corrections";

const LETTERS = ["A", "B", "C", "D", "E"];

const ACTION_LABELS: Record<CorrectionAction, string> = {
  key_change: "Change the key",
  accept_option: "Accept a second correct option",
  drop: "Drop the question (full marks to everyone who answered it)",
};

function currentKey(q: AdminQuestion): string {
  if (q.numericAnswer) {
    const { min, max } = q.numericAnswer;
    return min === max ? String(min) : `${min} to ${max}`;
  }
  if (q.correctAnswers) return q.correctAnswers.map((i) => LETTERS[i]).join(", ");
  return q.correctAnswer === null ? "none" : (LETTERS[q.correctAnswer] ?? "none");
}

/**
 * An admin's key correction of a question: what to change and why (required), then a confirm step
 * that says what follows: every submitted attempt holding it is re-scored and each learner told.
 */
export function CorrectKeyDialog({
  question,
  open,
  onOpenChange,
}: {
  question: AdminQuestion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const correct = useCorrectKey(question.id);
  const [action, setAction] = useState<CorrectionAction>("key_change");
  const [option, setOption] = useState<number>(0);
  const [options, setOptions] = useState<number[]>(question.correctAnswers ?? []);
  const [min, setMin] = useState(String(question.numericAnswer?.min ?? ""));
  const [max, setMax] = useState(String(question.numericAnswer?.max ?? ""));
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const type = question.type;
  const actions: CorrectionAction[] =
    type === "single" ? ["key_change", "accept_option", "drop"] : ["key_change", "drop"];

  const body = (): CorrectionBody => {
    const base = { action, reason: reason.trim() };
    if (action === "drop") return base;
    if (action === "accept_option") return { ...base, acceptedOption: option };
    if (type === "single") return { ...base, correctAnswer: option };
    if (type === "multiple") return { ...base, correctAnswers: [...options].sort((a, b) => a - b) };
    return { ...base, numericAnswer: { min: Number(min), max: Number(max === "" ? min : max) } };
  };
  const newKey = () => {
    if (action === "drop") return "dropped";
    if (type === "numerical") return min === max || max === "" ? min : `${min} to ${max}`;
    if (type === "multiple")
      return [...options]
        .sort((a, b) => a - b)
        .map((i) => LETTERS[i])
        .join(", ");
    return action === "accept_option"
      ? `${currentKey(question)} or ${LETTERS[option]}`
      : (LETTERS[option] ?? "");
  };
  const review = () => {
    if (reason.trim().length < 5) return setError("Reason: say why (at least 5 characters)");
    setError(null);
    setConfirming(true);
  };
  const submit = () =>
    correct.mutate(body(), {
      onSuccess: (res) => {
        onOpenChange(false);
        setConfirming(false);
        setReason("");
        toast({
          title: "Key corrected",
          description: `${res.attemptsToRescore} submitted attempts are being re-scored; each learner gets a notice.`,
          variant: "success",
        });
      },
      onError: (e) => {
        setConfirming(false);
        setError(serverMessage(e));
      },
    });

  const optionButtons = (chosen: (i: number) => boolean, pick: (i: number) => void) => (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Options</legend>
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
      <DialogContent title={`Correct the key of question #${question.id}`} className="max-w-lg">
        {confirming ? (
          <div className="grid gap-3 text-sm" data-testid="correction-confirm">
            <p>
              {ACTION_LABELS[action]}: <strong>{currentKey(question)}</strong> → <strong>{newKey()}</strong>.
            </p>
            <p>Reason: {reason.trim()}</p>
            <p className="text-slate-700">
              Every submitted attempt that holds this question is re-scored (marks, points, the weekly
              leaderboard, percentiles) and each learner gets a notice. This cannot be undone by an edit.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Back
              </Button>
              <Button variant="destructive" disabled={correct.isPending} onClick={submit}>
                {correct.isPending ? "Correcting..." : "Confirm and re-score"}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-3 text-sm">
            <p>
              Current key: <strong>{currentKey(question)}</strong>
            </p>
            <label className="grid gap-1">
              <span className="font-medium">Correction</span>
              <select
                className={inputClass}
                value={action}
                onChange={(e) => setAction(e.target.value as CorrectionAction)}
              >
                {actions.map((a) => (
                  <option key={a} value={a}>
                    {ACTION_LABELS[a]}
                  </option>
                ))}
              </select>
            </label>
            {action !== "drop" && type !== "numerical" ? (
              <div className="grid gap-1">
                <span className="font-medium">{action === "accept_option" ? "Also accept" : "New key"}</span>
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
                  <span className="font-medium">Smallest accepted</span>
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    value={min}
                    onChange={(e) => setMin(e.target.value)}
                  />
                </label>
                <label className="grid gap-1">
                  <span className="font-medium">Largest accepted</span>
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    value={max}
                    onChange={(e) => setMax(e.target.value)}
                  />
                </label>
              </div>
            ) : null}
            <label className="grid gap-1">
              <span className="font-medium">Reason (required, kept in the audit log)</span>
              <textarea
                className={inputClass}
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={error?.startsWith("Reason") ?? false}
              />
            </label>
            {error ? (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button onClick={review}>Review the correction</Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
