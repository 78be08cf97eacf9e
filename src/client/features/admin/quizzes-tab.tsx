import {
  type AdminQuiz,
  createQuizBodySchema,
  QUIZ_TIME_LIMIT_DEFAULT,
  QUIZ_TOTAL_QUESTIONS_DEFAULT,
  updateQuizBodySchema,
} from "@shared/contract/admin";
import { DIFFICULTIES, EXAM_LABELS, EXAM_TYPES, QUIZ_KINDS } from "@shared/contract/common";
import { type FormEvent, useMemo, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { checkBody, type FieldErrors, serverFieldErrors, toastError, toastInvalid } from "./form-errors";
import { Field, inputClass } from "./form-field";
import { Panel } from "./panel";
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
      <Field id={`${idPrefix}-title`} label="Title" error={errors.title} className="sm:col-span-2">
        {(p) => (
          <input {...p} className={inputClass} value={draft.title} onChange={set("title")} maxLength={200} />
        )}
      </Field>
      <Field
        id={`${idPrefix}-description`}
        label="Description (optional)"
        error={errors.description}
        className="sm:col-span-2"
      >
        {(p) => (
          <textarea
            {...p}
            className={inputClass}
            rows={2}
            value={draft.description}
            onChange={set("description")}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-category`} label="Category" error={errors.categoryId}>
        {(p) => (
          <select {...p} className={inputClass} value={draft.categoryId} onChange={set("categoryId")}>
            <option value="">{categories.isLoading ? "Loading categories..." : "Choose a category"}</option>
            {EXAM_TYPES.map((exam) => {
              const group = categories.data?.filter((c) => c.examType === exam) ?? [];
              if (group.length === 0) return null;
              return (
                <optgroup key={exam} label={EXAM_LABELS[exam]}>
                  {group.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-kind`} label="Kind" error={errors.kind}>
        {(p) => (
          <select {...p} className={inputClass} value={draft.kind} onChange={set("kind")}>
            {QUIZ_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-time`} label="Time limit (minutes)" error={errors.timeLimit}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            value={draft.timeLimit}
            onChange={set("timeLimit")}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-total`} label="Total questions" error={errors.totalQuestions}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            value={draft.totalQuestions}
            onChange={set("totalQuestions")}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-difficulty`} label="Difficulty" error={errors.difficulty}>
        {(p) => (
          <select {...p} className={inputClass} value={draft.difficulty} onChange={set("difficulty")}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d[0]?.toUpperCase()}
                {d.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-year`} label="Year (past papers, optional)" error={errors.year}>
        {(p) => (
          <input
            {...p}
            className={inputClass}
            type="number"
            inputMode="numeric"
            value={draft.year}
            onChange={set("year")}
          />
        )}
      </Field>
    </div>
  );
}

function CreateQuizForm() {
  const create = useCreateQuiz();
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(createQuizBodySchema, draftBody(draft));
    if (checked.errors) {
      setErrors(checked.errors);
      toastInvalid(checked.first);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: "Quiz created successfully!", variant: "success" });
        setDraft({ ...EMPTY_DRAFT, categoryId: draft.categoryId });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toastError(error);
      },
    });
  };

  return (
    <Panel title="Create Quiz" id="create-quiz">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <QuizFields idPrefix="quiz" draft={draft} setDraft={setDraft} errors={errors} />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Quiz"}
          </Button>
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
        <Field id="quiz-filter-exam" label="Exam">
          {(p) => (
            <select {...p} className={inputClass} value={exam} onChange={(e) => setExam(e.target.value)}>
              <option value="">All exams</option>
              {EXAM_TYPES.map((e) => (
                <option key={e} value={e}>
                  {EXAM_LABELS[e]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="quiz-filter-search" label="Search titles">
          {(p) => (
            <input
              {...p}
              type="search"
              className={inputClass}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
        </Field>
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
      <Dialog open={isConfirmingDelete} onOpenChange={setIsConfirmingDelete}>
        <DialogContent
          title="Delete this quiz?"
          description={
            quiz.attemptCount > 0
              ? `Learners have attempted "${quiz.title}". Deleting it would remove their results, so the server will refuse: unpublish it instead.`
              : `"${quiz.title}" will be deleted. Its questions stay in the question bank.`
          }
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setIsConfirmingDelete(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(quiz.id, {
                  onSuccess: () => {
                    setIsConfirmingDelete(false);
                    toast({ title: "Quiz deleted", variant: "success" });
                  },
                  onError: (error) => {
                    setIsConfirmingDelete(false);
                    toastError(error);
                  },
                })
              }
            >
              Delete quiz
            </Button>
          </div>
        </DialogContent>
      </Dialog>
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
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { categoryId, year, ...rest } = draftBody(draft);
    const checked = checkBody(updateQuizBodySchema, {
      ...rest,
      ...(categoryId !== undefined ? { categoryId } : {}),
      year: draft.year.trim() ? year : null,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      toastInvalid(checked.first);
      return;
    }
    setErrors({});
    update.mutate(
      { id: quiz.id, body: checked.data },
      {
        onSuccess: () => {
          toast({ title: "Quiz updated", variant: "success" });
          onDone();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toastError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <QuizFields idPrefix={`edit-quiz-${quiz.id}`} draft={draft} setDraft={setDraft} errors={errors} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
