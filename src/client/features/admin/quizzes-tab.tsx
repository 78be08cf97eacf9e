import {
  type AdminQuiz,
  createQuizBodySchema,
  QUIZ_TIME_LIMIT_DEFAULT,
  QUIZ_TOTAL_QUESTIONS_DEFAULT,
  updateQuizBodySchema,
} from "@shared/contract/admin";
import { EXAM_LABELS, QUIZ_KINDS } from "@shared/contract/common";
import { type FormEvent, useMemo, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormActions, SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { type FieldErrors, toastError, useFormErrors } from "./form-errors";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { Panel } from "./panel";
import { DifficultyOptions, ExamOptionGroups, ExamOptions } from "./select-options";
import { useAdminCategories } from "./use-admin-categories";
import { useAdminQuizzes, useCreateQuiz, useDeleteQuiz, useUpdateQuiz } from "./use-admin-quizzes";

const KIND_LABELS: Record<(typeof QUIZ_KINDS)[number], string> = {
  daily: "Daily quiz",
  practice: "Practice",
  mock: "Mock test",
  past_paper: "Past paper",
};

type QuizDraft = {
  title: string;
  description: string;
  categoryId: string;
  timeLimit: string;
  totalQuestions: string;
  kind: string;
  difficulty: string;
  year: string;
};

const EMPTY_DRAFT: QuizDraft = {
  title: "",
  description: "",
  categoryId: "",
  timeLimit: String(QUIZ_TIME_LIMIT_DEFAULT),
  totalQuestions: String(QUIZ_TOTAL_QUESTIONS_DEFAULT),
  kind: "practice",
  difficulty: "medium",
  year: "",
};

/** "" -> undefined (so the schema says "is required"), "12" -> 12, "abc" -> "abc" (so it says "must be a number"). */
const numberOrText = (value: string) =>
  value.trim() === "" ? undefined : Number.isNaN(Number(value)) ? value : Number(value);

function draftBody(d: QuizDraft) {
  return {
    title: d.title,
    description: d.description,
    categoryId: numberOrText(d.categoryId),
    timeLimit: numberOrText(d.timeLimit),
    totalQuestions: numberOrText(d.totalQuestions),
    kind: d.kind,
    difficulty: d.difficulty,
    ...(d.year.trim() ? { year: numberOrText(d.year) } : {}),
  };
}

export function QuizzesTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <CreateQuizForm />
      <QuizList />
    </div>
  );
}

function QuizFields({
  idPrefix,
  draft,
  setDraft,
  errors,
}: {
  idPrefix: string;
  draft: QuizDraft;
  setDraft: (d: QuizDraft) => void;
  errors: FieldErrors;
}) {
  const categories = useAdminCategories();
  const set = (key: keyof QuizDraft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-title`}
        label="Title"
        error={errors.title}
        className="sm:col-span-2"
        value={draft.title}
        onChange={set("title")}
        maxLength={200}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description (optional)"
        error={errors.description}
        className="sm:col-span-2"
        rows={2}
        value={draft.description}
        onChange={set("description")}
      />
      <SelectField
        id={`${idPrefix}-category`}
        label="Category"
        error={errors.categoryId}
        value={draft.categoryId}
        onChange={set("categoryId")}
      >
        <option value="">{categories.isLoading ? "Loading categories..." : "Choose a category"}</option>
        <ExamOptionGroups items={categories.data ?? []}>{(c) => c.name}</ExamOptionGroups>
      </SelectField>
      <SelectField
        id={`${idPrefix}-kind`}
        label="Kind"
        error={errors.kind}
        value={draft.kind}
        onChange={set("kind")}
      >
        {QUIZ_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-time`}
        label="Time limit (minutes)"
        error={errors.timeLimit}
        type="number"
        inputMode="numeric"
        min={1}
        max={600}
        value={draft.timeLimit}
        onChange={set("timeLimit")}
      />
      <TextField
        id={`${idPrefix}-total`}
        label="Total questions"
        error={errors.totalQuestions}
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        value={draft.totalQuestions}
        onChange={set("totalQuestions")}
      />
      <SelectField
        id={`${idPrefix}-difficulty`}
        label="Difficulty"
        error={errors.difficulty}
        value={draft.difficulty}
        onChange={set("difficulty")}
      >
        <DifficultyOptions />
      </SelectField>
      <TextField
        id={`${idPrefix}-year`}
        label="Year (past papers, optional)"
        error={errors.year}
        type="number"
        inputMode="numeric"
        value={draft.year}
        onChange={set("year")}
      />
    </div>
  );
}

function CreateQuizForm() {
  const create = useCreateQuiz();
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_DRAFT);
  const { errors, check, showServerError } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check(createQuizBodySchema, draftBody(draft));
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: "Quiz created successfully!", variant: "success" });
        setDraft({ ...EMPTY_DRAFT, categoryId: draft.categoryId });
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title="Create Quiz" id="create-quiz">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <QuizFields idPrefix="quiz" draft={draft} setDraft={setDraft} errors={errors} />
        <div>
          <SubmitButton isPending={create.isPending} pendingLabel="Creating...">
            Create Quiz
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

function QuizList() {
  const quizzes = useAdminQuizzes();
  const [exam, setExam] = useState("");
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (quizzes.data ?? []).filter(
      (q) => (!exam || q.examType === exam) && (!needle || q.title.toLowerCase().includes(needle)),
    );
  }, [quizzes.data, exam, search]);

  return (
    <Panel title="Quizzes" id="quiz-list">
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          id="quiz-filter-exam"
          label="Exam"
          value={exam}
          onChange={(e) => setExam(e.target.value)}
        >
          <option value="">All exams</option>
          <ExamOptions />
        </SelectField>
        <TextField
          id="quiz-filter-search"
          label="Search titles"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {quizzes.isLoading ? (
        <PageLoading label="Loading quizzes..." />
      ) : quizzes.isError ? (
        <p className="text-red-700">Could not load quizzes. Please reload the page.</p>
      ) : shown.length === 0 ? (
        <EmptyState title="No quizzes found" />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Quizzes">
          {shown.map((q) => (
            <QuizRow key={q.id} quiz={q} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function QuizRow({ quiz }: { quiz: AdminQuiz }) {
  const update = useUpdateQuiz();
  const remove = useDeleteQuiz();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const togglePublished = () =>
    update.mutate(
      { id: quiz.id, body: { published: !quiz.published } },
      {
        onSuccess: (q) =>
          toast({
            title: q.published ? "Quiz published" : "Quiz unpublished",
            description: q.published
              ? `Learners can now see "${q.title}".`
              : `"${q.title}" is hidden from learners.`,
            variant: "success",
          }),
        onError: (error) => toastError(error),
      },
    );

  return (
    <li
      className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid={`quiz-row-${quiz.id}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{quiz.title}</span>
          <Badge variant="secondary">{EXAM_LABELS[quiz.examType]}</Badge>
          <Badge variant={quiz.difficulty}>{quiz.difficulty}</Badge>
          {quiz.published ? (
            <Badge variant="easy">Published</Badge>
          ) : (
            <Badge variant="outline">Unpublished</Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {quiz.categoryName ?? "No category"} · {KIND_LABELS[quiz.kind]} · {quiz.questionCount} of{" "}
          {quiz.totalQuestions} questions · {quiz.timeLimit} min · {quiz.attemptCount} attempt
          {quiz.attemptCount === 1 ? "" : "s"}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsEditing(true)}
          aria-label={`Edit ${quiz.title}`}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={togglePublished}
          disabled={update.isPending}
          aria-label={`${quiz.published ? "Unpublish" : "Publish"} ${quiz.title}`}
        >
          {quiz.published ? "Unpublish" : "Publish"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setIsConfirmingDelete(true)}
          aria-label={`Delete ${quiz.title}`}
        >
          Delete
        </Button>
      </div>
      <EditQuizDialog quiz={quiz} open={isEditing} onOpenChange={setIsEditing} />
      <ConfirmDeleteDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title="Delete this quiz?"
        description={
          quiz.attemptCount > 0
            ? `Learners have attempted "${quiz.title}". Deleting it would remove their results, so the server will refuse: unpublish it instead.`
            : `"${quiz.title}" will be deleted. Its questions stay in the question bank.`
        }
        deleteLabel="Delete quiz"
        deletedTitle="Quiz deleted"
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(quiz.id, outcome)}
      />
    </li>
  );
}

function EditQuizDialog({
  quiz,
  open,
  onOpenChange,
}: {
  quiz: AdminQuiz;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Edit "${quiz.title}"`} className="max-w-2xl">
        {/* mounted on each open, so the form starts from the quiz as it is now */}
        <EditQuizForm quiz={quiz} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditQuizForm({ quiz, onDone }: { quiz: AdminQuiz; onDone: () => void }) {
  const update = useUpdateQuiz();
  const [draft, setDraft] = useState<QuizDraft>({
    title: quiz.title,
    description: quiz.description,
    categoryId: quiz.categoryId === null ? "" : String(quiz.categoryId),
    timeLimit: String(quiz.timeLimit),
    totalQuestions: String(quiz.totalQuestions),
    kind: quiz.kind,
    difficulty: quiz.difficulty,
    year: quiz.year === null ? "" : String(quiz.year),
  });
  const { errors, check, showServerError } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { categoryId, year, ...rest } = draftBody(draft);
    const body = check(updateQuizBodySchema, {
      ...rest,
      ...(categoryId !== undefined ? { categoryId } : {}),
      year: draft.year.trim() ? year : null,
    });
    if (!body) return;
    update.mutate(
      { id: quiz.id, body },
      {
        onSuccess: () => {
          toast({ title: "Quiz updated", variant: "success" });
          onDone();
        },
        onError: showServerError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <QuizFields idPrefix={`edit-quiz-${quiz.id}`} draft={draft} setDraft={setDraft} errors={errors} />
      <FormActions
        onCancel={onDone}
        isPending={update.isPending}
        pendingLabel="Saving..."
        submitLabel="Save changes"
      />
    </form>
  );
}
