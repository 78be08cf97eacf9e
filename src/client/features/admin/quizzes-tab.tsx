import { createQuizBodySchema } from "@shared/contract/admin";
import { type FormEvent, useMemo, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { SubmitButton } from "@/components/ui/form-actions";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { toastInvalid, useFormErrors } from "./form-errors";
import { SelectField, TextField } from "./form-field";
import { Panel } from "./panel";
import { rulesLackBase } from "./paper-draft";
import { draftBody, EMPTY_DRAFT, type QuizDraft, QuizFields } from "./quiz-fields";
import { QuizRow } from "./quiz-row";
import { adminQuizzesMessages } from "./quizzes-messages";
import { ExamOptions } from "./select-options";
import { useAdminQuizzes, useCreateQuiz } from "./use-admin-quizzes";

export function QuizzesTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <CreateQuizForm />
      <QuizList />
    </div>
  );
}

function CreateQuizForm() {
  const t = useT(adminQuizzesMessages);
  const create = useCreateQuiz();
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_DRAFT);
  const { errors, check, showServerError } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rulesLackBase(draft.paper)) return toastInvalid(t("rulesNeedBase"));
    const body = check(createQuizBodySchema, draftBody(draft));
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: t("createdToast"), variant: "success" });
        setDraft({ ...EMPTY_DRAFT, categoryId: draft.categoryId });
      },
      onError: showServerError,
    });
  };

  return (
    <Panel title={t("createQuiz")} id="create-quiz">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <QuizFields idPrefix="quiz" draft={draft} setDraft={setDraft} errors={errors} />
        <div>
          <SubmitButton isPending={create.isPending} pendingLabel={t("creating")}>
            {t("createQuiz")}
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

function QuizList() {
  const t = useT(adminQuizzesMessages);
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
    <Panel title={t("quizzes")} id="quiz-list">
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          id="quiz-filter-exam"
          label={t("exam")}
          value={exam}
          onChange={(e) => setExam(e.target.value)}
        >
          <option value="">{t("allExams")}</option>
          <ExamOptions />
        </SelectField>
        <TextField
          id="quiz-filter-search"
          label={t("searchTitles")}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {quizzes.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : quizzes.isError ? (
        <p className="text-red-700">{t("loadError")}</p>
      ) : shown.length === 0 ? (
        <EmptyState title={t("noneFound")} />
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={t("quizzes")}>
          {shown.map((q) => (
            <QuizRow key={q.id} quiz={q} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
