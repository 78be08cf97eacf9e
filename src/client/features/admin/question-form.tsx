import {
  type AdminQuestion,
  createQuestionBodySchema,
  updateQuestionBodySchema,
} from "@shared/contract/admin";
import type { QuestionType } from "@shared/contract/common";
import { type FormEvent, useState } from "react";
import { FormActions } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { useFormErrors } from "./form-errors";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { OptionInputs } from "./option-inputs";
import {
  blankDraft,
  type Draft,
  fromQuestion,
  hindiPart,
  keyPart,
  sourcePart,
  textPart,
} from "./question-draft";
import { QuestionHindiFields } from "./question-hindi-fields";
import { QuestionLayoutFields } from "./question-layout-fields";
import { QuestionSourceFields } from "./question-source-fields";
import { adminQuestionsMessages } from "./questions-messages";
import { QuizSelectField } from "./quiz-select";
import { DifficultyOptions } from "./select-options";
import { StimulusSelectField } from "./stimulus-select";
import { useCreateQuestion, useUpdateQuestion } from "./use-admin-questions";

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
  const t = useT(adminQuestionsMessages);
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
      ...textPart(draft),
      ...keyPart(draft),
      explanation: draft.explanation,
      ...(draft.subject.trim() ? { subject: draft.subject } : {}),
      ...(draft.topic.trim() ? { topic: draft.topic } : {}),
      ...(draft.difficulty ? { difficulty: draft.difficulty } : {}),
      stimulusId: draft.stimulusId,
      ...sourcePart(draft),
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
          toast({ title: t("added"), variant: "success" });
          setDraft(blankDraft(draft.quizId));
          props.onDone?.();
        },
        onError: showServerError,
      });
      return;
    }
    const body = check(updateQuestionBodySchema, {
      ...common,
      ...(hindi ?? { questionHi: null, structureHi: null, optionsHi: null, explanationHi: null }),
    });
    if (!body) return;
    update.mutate(
      { id: props.question.id, body },
      {
        onSuccess: () => {
          toast({ title: t("updated"), variant: "success" });
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
          label={t("quiz")}
          error={errors.quizId}
          value={draft.quizId}
          onChange={(quizId) => set("quizId", quizId)}
        />
      ) : null}
      <QuestionLayoutFields idPrefix={idPrefix} draft={draft} errors={errors} setDraft={setDraft} />
      <SelectField
        id={`${idPrefix}-type`}
        label={t("questionType")}
        error={errors.type}
        value={draft.type}
        onChange={(e) => set("type", e.target.value as QuestionType)}
      >
        <option value="single">{t("single")}</option>
        <option value="multiple">{t("multiple")}</option>
        <option value="numerical">{t("numerical")}</option>
      </SelectField>
      {draft.type === "numerical" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${idPrefix}-numeric-min`}
            label={t("numericMin")}
            error={errors.numericAnswer ?? errors["numericAnswer.min"]}
            inputMode="decimal"
            value={draft.numericMin}
            onChange={(e) => set("numericMin", e.target.value)}
          />
          <TextField
            id={`${idPrefix}-numeric-max`}
            label={t("numericMax")}
            error={errors["numericAnswer.max"]}
            hint={t("numericMaxHint")}
            inputMode="decimal"
            value={draft.numericMax}
            onChange={(e) => set("numericMax", e.target.value)}
          />
        </div>
      ) : (
        <OptionInputs
          idPrefix={idPrefix}
          legend={draft.type === "multiple" ? t("optionsMultiple") : t("optionsSingle")}
          values={draft.options}
          onChange={(i, v) => setOption("options", i, v)}
          errors={errors}
          errorKey="options"
          mark={
            draft.type === "multiple"
              ? { kind: "multiple", correct: draft.correctAnswers, onChange: (c) => set("correctAnswers", c) }
              : { kind: "single", correct: draft.correctAnswer, onChange: (i) => set("correctAnswer", i) }
          }
          correctError={draft.type === "multiple" ? errors.correctAnswers : errors.correctAnswer}
        />
      )}
      <TextAreaField
        id={`${idPrefix}-explanation`}
        label={t("explanation")}
        error={errors.explanation}
        rows={2}
        value={draft.explanation}
        onChange={(e) => set("explanation", e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${idPrefix}-subject`}
          label={t("subject")}
          error={errors.subject}
          hint={t("blankMeansGeneral")}
          value={draft.subject}
          onChange={(e) => set("subject", e.target.value)}
          maxLength={120}
        />
        <TextField
          id={`${idPrefix}-topic`}
          label={t("topic")}
          error={errors.topic}
          hint={t("blankMeansGeneral")}
          value={draft.topic}
          onChange={(e) => set("topic", e.target.value)}
          maxLength={120}
        />
        <SelectField
          id={`${idPrefix}-difficulty`}
          label={t("difficulty")}
          error={errors.difficulty}
          value={draft.difficulty}
          onChange={(e) => set("difficulty", e.target.value)}
        >
          <option value="">{props.mode === "create" ? t("mediumDefault") : t("choose")}</option>
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
      <QuestionSourceFields idPrefix={idPrefix} draft={draft} errors={errors} set={set} />
      <QuestionHindiFields idPrefix={idPrefix} draft={draft} errors={errors} setDraft={setDraft} />
      <FormActions
        onCancel={props.mode === "edit" ? props.onDone : undefined}
        isPending={isPending}
        pendingLabel={t("saving")}
        submitLabel={props.mode === "create" ? t("addQuestion") : t("saveChanges")}
      />
    </form>
  );
}
