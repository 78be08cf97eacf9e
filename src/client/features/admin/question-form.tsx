import {
  type AdminQuestion,
  createQuestionBodySchema,
  OPTION_COUNT,
  updateQuestionBodySchema,
} from "@shared/contract/admin";
import { type FormEvent, useState } from "react";
import { FormActions } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { type FieldErrors, useFormErrors } from "./form-errors";
import { errorId, FieldError, inputClass, SelectField, TextAreaField, TextField } from "./form-field";
import { QuizSelectField } from "./quiz-select";
import { DifficultyOptions } from "./select-options";
import { StimulusSelectField } from "./stimulus-select";
import { useCreateQuestion, useUpdateQuestion } from "./use-admin-questions";

const LETTERS = ["A", "B", "C", "D"] as const;

type Draft = {
  quizId: number | null;
  question: string;
  options: string[];
  correctAnswer: number | null;
  explanation: string;
  subject: string;
  topic: string;
  difficulty: string;
  questionHi: string;
  optionsHi: string[];
  explanationHi: string;
  stimulusId: number | null;
};

const blankDraft = (quizId: number | null): Draft => ({
  quizId,
  question: "",
  options: ["", "", "", ""],
  correctAnswer: null,
  explanation: "",
  subject: "",
  topic: "",
  difficulty: "",
  questionHi: "",
  optionsHi: ["", "", "", ""],
  explanationHi: "",
  stimulusId: null,
});

const fromQuestion = (q: AdminQuestion): Draft => ({
  quizId: null,
  question: q.question,
  options: [...q.options],
  correctAnswer: q.correctAnswer,
  explanation: q.explanation,
  subject: q.subject,
  topic: q.topic,
  difficulty: q.difficulty,
  questionHi: q.questionHi ?? "",
  optionsHi: q.optionsHi ? [...q.optionsHi] : ["", "", "", ""],
  explanationHi: q.explanationHi ?? "",
  stimulusId: q.stimulusId ?? null,
});

/** Hindi fields all blank = no Hindi version; otherwise all are sent and checked. */
function hindiPart(d: Draft) {
  const hasHindi = d.questionHi.trim() || d.optionsHi.some((o) => o.trim()) || d.explanationHi.trim();
  if (!hasHindi) return null;
  return {
    questionHi: d.questionHi.trim() ? d.questionHi : null,
    optionsHi: d.optionsHi.some((o) => o.trim()) ? d.optionsHi : null,
    explanationHi: d.explanationHi.trim() ? d.explanationHi : null,
  };
}

/**
 * Add a question to a quiz (mode "create") or edit one from the bank (mode "edit"), with subject,
 * topic, difficulty and the optional Hindi version. Checks with the shared contract first, then
 * shows the server's answer on the field it names.
 */
export function QuestionForm(
  props:
    | { mode: "create"; onDone?: () => void }
    | { mode: "edit"; question: AdminQuestion; onDone: () => void },
) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [draft, setDraft] = useState<Draft>(() =>
    props.mode === "edit" ? fromQuestion(props.question) : blankDraft(null),
  );
  const { errors, check, showServerError } = useFormErrors();
  const idPrefix = props.mode === "edit" ? `edit-question-${props.question.id}` : "question";
  const isPending = create.isPending || update.isPending;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setOption = (key: "options" | "optionsHi", index: number, value: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].map((o, i) => (i === index ? value : o)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hindi = hindiPart(draft);
    const common = {
      question: draft.question,
      options: draft.options,
      correctAnswer: draft.correctAnswer ?? undefined,
      explanation: draft.explanation,
      ...(draft.subject.trim() ? { subject: draft.subject } : {}),
      ...(draft.topic.trim() ? { topic: draft.topic } : {}),
      ...(draft.difficulty ? { difficulty: draft.difficulty } : {}),
      stimulusId: draft.stimulusId,
    };
    if (props.mode === "create") {
      const body = check(createQuestionBodySchema, {
        ...common,
        quizId: draft.quizId ?? undefined,
        ...(hindi ?? {}),
      });
      if (!body) return;
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: "Question added successfully!", variant: "success" });
          setDraft(blankDraft(draft.quizId));
          props.onDone?.();
        },
        onError: showServerError,
      });
      return;
    }
    const body = check(updateQuestionBodySchema, {
      ...common,
      ...(hindi ?? { questionHi: null, optionsHi: null, explanationHi: null }),
    });
    if (!body) return;
    update.mutate(
      { id: props.question.id, body },
      {
        onSuccess: () => {
          toast({ title: "Question updated", variant: "success" });
          props.onDone();
        },
        onError: showServerError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {props.mode === "create" ? (
        <QuizSelectField
          id={`${idPrefix}-quiz`}
          label="Quiz"
          error={errors.quizId}
          value={draft.quizId}
          onChange={(quizId) => set("quizId", quizId)}
        />
      ) : null}
      <TextAreaField
        id={`${idPrefix}-text`}
        label="Question"
        error={errors.question}
        hint="Math may use $...$ (KaTeX)."
        rows={3}
        value={draft.question}
        onChange={(e) => set("question", e.target.value)}
      />
      <OptionInputs
        idPrefix={idPrefix}
        legend="Options (choose the correct one)"
        values={draft.options}
        onChange={(i, v) => setOption("options", i, v)}
        errors={errors}
        errorKey="options"
        correct={draft.correctAnswer}
        onCorrect={(i) => set("correctAnswer", i)}
        correctError={errors.correctAnswer}
      />
      <TextAreaField
        id={`${idPrefix}-explanation`}
        label="Explanation"
        error={errors.explanation}
        rows={2}
        value={draft.explanation}
        onChange={(e) => set("explanation", e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${idPrefix}-subject`}
          label="Subject"
          error={errors.subject}
          hint="Blank means General."
          value={draft.subject}
          onChange={(e) => set("subject", e.target.value)}
          maxLength={120}
        />
        <TextField
          id={`${idPrefix}-topic`}
          label="Topic"
          error={errors.topic}
          hint="Blank means General."
          value={draft.topic}
          onChange={(e) => set("topic", e.target.value)}
          maxLength={120}
        />
        <SelectField
          id={`${idPrefix}-difficulty`}
          label="Difficulty"
          error={errors.difficulty}
          value={draft.difficulty}
          onChange={(e) => set("difficulty", e.target.value)}
        >
          <option value="">{props.mode === "create" ? "Medium (default)" : "Choose"}</option>
          <DifficultyOptions />
        </SelectField>
      </div>
      <StimulusSelectField
        id={`${idPrefix}-stimulus`}
        error={errors.stimulusId}
        value={draft.stimulusId}
        onChange={(stimulusId) => set("stimulusId", stimulusId)}
        examType={props.mode === "edit" ? props.question.examType : undefined}
        quizId={draft.quizId}
      />
      <details
        className="rounded-lg border border-slate-200 p-3"
        open={
          Boolean(hindiPart(draft)) ||
          Object.keys(errors).some((k) => k.endsWith("Hi") || k.startsWith("optionsHi"))
        }
      >
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">
          Hindi version (optional)
        </summary>
        <div className="mt-3 grid gap-4" lang="hi">
          <TextAreaField
            id={`${idPrefix}-text-hi`}
            label="Question in Hindi"
            error={errors.questionHi}
            rows={2}
            value={draft.questionHi}
            onChange={(e) => set("questionHi", e.target.value)}
          />
          <OptionInputs
            idPrefix={`${idPrefix}-hi`}
            legend="Options in Hindi"
            values={draft.optionsHi}
            onChange={(i, v) => setOption("optionsHi", i, v)}
            errors={errors}
            errorKey="optionsHi"
          />
          <TextAreaField
            id={`${idPrefix}-explanation-hi`}
            label="Explanation in Hindi"
            error={errors.explanationHi}
            rows={2}
            value={draft.explanationHi}
            onChange={(e) => set("explanationHi", e.target.value)}
          />
        </div>
      </details>
      <FormActions
        onCancel={props.mode === "edit" ? props.onDone : undefined}
        isPending={isPending}
        pendingLabel="Saving..."
        submitLabel={props.mode === "create" ? "Add Question" : "Save changes"}
      />
    </form>
  );
}

function OptionInputs({
  idPrefix,
  legend,
  values,
  onChange,
  errors,
  errorKey,
  correct,
  onCorrect,
  correctError,
}: {
  idPrefix: string;
  legend: string;
  values: string[];
  onChange: (index: number, value: string) => void;
  errors: FieldErrors;
  errorKey: "options" | "optionsHi";
  correct?: number | null;
  onCorrect?: (index: number) => void;
  correctError?: string | undefined;
}) {
  const listError = errors[errorKey];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {Array.from({ length: OPTION_COUNT }, (_, i) => {
        const id = `${idPrefix}-option-${i}`;
        const error = errors[`${errorKey}.${i}`];
        return (
          <div key={id} className="grid gap-1">
            <div className="flex items-center gap-2">
              {onCorrect ? (
                <input
                  type="radio"
                  name={`${idPrefix}-correct`}
                  id={`${id}-correct`}
                  checked={correct === i}
                  onChange={() => onCorrect(i)}
                  className="h-4 w-4 accent-blue-700"
                  aria-label={`Option ${LETTERS[i]} is correct`}
                />
              ) : null}
              <span aria-hidden className="w-6 text-sm font-semibold text-slate-800">
                {LETTERS[i]}
              </span>
              <input
                id={id}
                className={inputClass}
                value={values[i] ?? ""}
                onChange={(e) => onChange(i, e.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId(id) : undefined}
                aria-label={`${legend.replace(/\s*\(.*\)$/, "")}: option ${LETTERS[i]}`}
              />
            </div>
            {error ? <FieldError id={errorId(id)} label={`Option ${LETTERS[i]}`} message={error} /> : null}
          </div>
        );
      })}
      {listError ? <FieldError label={legend} message={listError} /> : null}
      {correctError ? <FieldError label="Correct answer" message={correctError} /> : null}
    </fieldset>
  );
}
