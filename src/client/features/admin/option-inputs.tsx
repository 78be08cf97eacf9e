import { useT } from "@/i18n/use-t";
import type { FieldErrors } from "./form-errors";
import { errorId, FieldError, inputClass } from "./form-field";
import { adminQuestionsMessages } from "./questions-messages";

export const OPTION_LETTERS = ["A", "B", "C", "D", "E"] as const;

/**
 * A question's option texts (the fifth may stay blank) with, for the question itself, how its key
 * is marked: one radio (single correct) or checkboxes (multiple correct).
 */
export function OptionInputs({
  idPrefix,
  legend,
  values,
  onChange,
  errors,
  errorKey,
  mark,
  correctError,
}: {
  idPrefix: string;
  legend: string;
  values: string[];
  onChange: (index: number, value: string) => void;
  errors: FieldErrors;
  errorKey: "options" | "optionsHi";
  /** how the correct options are chosen; none for the Hindi options */
  mark?:
    | { kind: "single"; correct: number | null; onChange: (index: number) => void }
    | { kind: "multiple"; correct: number[]; onChange: (indexes: number[]) => void };
  correctError?: string | undefined;
}) {
  const t = useT(adminQuestionsMessages);
  const listError = errors[errorKey];
  // the legend without its note in brackets: "Options (choose the correct one)" names the options "Options"
  const options = legend.replace(/\s*\(.*\)$/, "");
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {values.map((value, i) => {
        const letter = OPTION_LETTERS[i];
        const id = `${idPrefix}-option-${i}`;
        const error = errors[`${errorKey}.${i}`];
        return (
          <div key={id} className="grid gap-1">
            <div className="flex items-center gap-2">
              {mark?.kind === "single" ? (
                <input
                  type="radio"
                  name={`${idPrefix}-correct`}
                  id={`${id}-correct`}
                  checked={mark.correct === i}
                  onChange={() => mark.onChange(i)}
                  className="h-4 w-4 accent-blue-700"
                  aria-label={t("optionIsCorrect", { letter })}
                />
              ) : null}
              {mark?.kind === "multiple" ? (
                <input
                  type="checkbox"
                  id={`${id}-correct`}
                  checked={mark.correct.includes(i)}
                  onChange={(e) =>
                    mark.onChange(
                      e.target.checked
                        ? [...mark.correct, i].sort((a, b) => a - b)
                        : mark.correct.filter((c) => c !== i),
                    )
                  }
                  className="h-4 w-4 accent-blue-700"
                  aria-label={t("optionIsCorrect", { letter })}
                />
              ) : null}
              <span aria-hidden className="w-6 text-sm font-semibold text-slate-800">
                {letter}
              </span>
              <input
                id={id}
                className={inputClass}
                value={value}
                placeholder={i === 4 ? t("fifthOption") : undefined}
                onChange={(e) => onChange(i, e.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId(id) : undefined}
                aria-label={t("optionInput", { options, letter })}
              />
            </div>
            {error ? <FieldError id={errorId(id)} label={t("option", { letter })} message={error} /> : null}
          </div>
        );
      })}
      {listError ? <FieldError label={legend} message={listError} /> : null}
      {correctError ? <FieldError label={t("correctAnswer")} message={correctError} /> : null}
    </fieldset>
  );
}
