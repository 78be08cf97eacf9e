import type { AdminQuestion } from "@shared/contract/admin";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { QuestionText } from "@/components/question-text";
import { DifficultyBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { useIsSiteBank } from "@/lib/bank-scope";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { type BankFilter, BankFilters, filterQuery, NO_FILTER } from "./bank-filters";
import { BulkActionBar } from "./bulk-action-bar";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { CorrectKeyDialog } from "./correct-key-dialog";
import { TextField } from "./form-field";
import { Panel } from "./panel";
import { QuestionForm } from "./question-form";
import { adminQuestionsMessages } from "./questions-messages";
import { useAdminQuestions, useDeleteQuestion } from "./use-admin-questions";

const LETTERS = ["A", "B", "C", "D", "E"];
const TYPE_KEYS = { single: null, multiple: "typeMultiple", numerical: "typeNumerical" } as const;

export function QuestionsTab() {
  const t = useT(adminQuestionsMessages);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Panel title={t("addQuestion")} id="add-question">
        <QuestionForm mode="create" />
      </Panel>
      <QuestionBank />
    </div>
  );
}

function QuestionBank() {
  const t = useT(adminQuestionsMessages);
  const [filter, setFilter] = useState<BankFilter>(NO_FILTER);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const bank = useAdminQuestions({ ...filterQuery(filter), ...(search ? { search } : {}), page });
  const pages = bank.data ? Math.max(1, Math.ceil(bank.data.total / bank.data.pageSize)) : 1;
  const onPage = bank.data?.items.map((q) => q.id) ?? [];
  const allOnPage = onPage.length > 0 && onPage.every((id) => selected.has(id));
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  return (
    <Panel title={t("questionBank")} id="question-bank">
      <form
        className="mb-4 grid gap-3"
        aria-label={t("searchBank")}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(searchText.trim());
          setPage(1);
        }}
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField
            id="bank-search"
            label={t("searchLabel")}
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t("search")}
          </Button>
        </div>
        <BankFilters
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </form>

      {selected.size > 0 ? (
        <BulkActionBar
          ids={[...selected]}
          sourceQuizId={filter.quizId}
          onDone={() => setSelected(new Set())}
        />
      ) : null}

      {bank.isLoading ? (
        <PageLoading label={t("loadingQuestions")} />
      ) : bank.isError ? (
        <p className="text-red-700">{t("loadFailed")}</p>
      ) : !bank.data?.items.length ? (
        <EmptyState title={t("noQuestions")}>{t("tryAnother")}</EmptyState>
      ) : (
        <>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={allOnPage}
                onChange={(e) => toggle(onPage, e.target.checked)}
              />
              {t("selectPage")}
            </label>
            <p className="text-sm text-slate-700" aria-live="polite">
              {t("questionCount", { count: bank.data.total, formatted: formatNumber(bank.data.total) })}
            </p>
          </div>
          <ul className="grid gap-3" aria-label={t("questionList")}>
            {bank.data.items.map((q) => (
              <QuestionItem
                key={q.id}
                question={q}
                isSelected={selected.has(q.id)}
                onSelect={(on) => toggle([q.id], on)}
              />
            ))}
          </ul>
          <nav aria-label={t("questionPages")} className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t("previous")}
            </Button>
            <span className="text-sm text-slate-700">{t("pageOf", { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t("next")}
            </Button>
          </nav>
        </>
      )}
    </Panel>
  );
}

function QuestionItem({
  question,
  isSelected,
  onSelect,
}: {
  question: AdminQuestion;
  isSelected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const t = useT(adminQuestionsMessages);
  const examName = useExamName();
  const typeKey = TYPE_KEYS[question.type];
  const remove = useDeleteQuestion();
  // a key correction re-scores the site's attempts: an institute's bank has no such route
  const canCorrectKey = useIsSiteBank();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isCorrecting, setIsCorrecting] = useState(false);
  return (
    <li
      className={cn(
        "rounded-lg border p-3",
        isSelected ? "border-blue-500 bg-blue-50/40" : "border-slate-200",
      )}
      data-testid={`question-${question.id}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <input
          type="checkbox"
          className="size-5"
          aria-label={t("selectQuestion", { id: question.id })}
          checked={isSelected}
          onChange={(e) => onSelect(e.target.checked)}
        />
        {question.status === "draft" ? <Badge variant="hard">{t("draftBadge")}</Badge> : null}
        <Badge variant="secondary">{examName(question.examType)}</Badge>
        <Badge variant="outline">
          {question.subject} · {question.topic}
        </Badge>
        <DifficultyBadge difficulty={question.difficulty} />
        {typeKey ? <Badge variant="outline">{t(typeKey)}</Badge> : null}
        {question.questionHi ? <Badge variant="default">{t("hindiBadge")}</Badge> : null}
        <span className="text-slate-700">#{question.id}</span>
      </div>
      <QuestionText
        text={question.question}
        structure={question.structure}
        className="mt-2 block whitespace-pre-line font-medium text-slate-900"
      />
      {question.questionHi ? (
        <div lang="hi" data-testid="question-hindi">
          <QuestionText
            text={question.questionHi}
            structure={question.structureHi}
            language="hi"
            className="mt-1 block whitespace-pre-line text-slate-800"
          />
        </div>
      ) : null}
      {question.numericAnswer ? (
        <p className="mt-2 rounded bg-green-100 px-2 py-1 text-sm font-semibold text-green-900">
          {t("answer", {
            answer:
              question.numericAnswer.min === question.numericAnswer.max
                ? question.numericAnswer.min
                : t("answerRange", { min: question.numericAnswer.min, max: question.numericAnswer.max }),
          })}
        </p>
      ) : null}
      <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {question.options.map((option, i) => {
          const isCorrect = i === question.correctAnswer || Boolean(question.correctAnswers?.includes(i));
          return (
            <li
              key={LETTERS[i]}
              className={cn(
                "rounded px-2 py-1",
                isCorrect ? "bg-green-100 font-semibold text-green-900" : "text-slate-800",
              )}
            >
              {LETTERS[i]}. {option}
              {isCorrect ? <span className="sr-only"> {t("correctAnswerSr")}</span> : null}
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-xs text-slate-700">
        {question.quizzes.length
          ? t("inQuizzes", { titles: question.quizzes.map((q) => q.title).join(", ") })
          : t("notInQuiz")}
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setIsEditing(true)}>
          {t("edit")}
          <span className="sr-only"> {t("editSr", { id: question.id })}</span>
        </Button>
        {canCorrectKey ? (
          <Button size="sm" variant="outline" onClick={() => setIsCorrecting(true)}>
            {t("correctKey")}
            <span className="sr-only"> {t("correctKeySr", { id: question.id })}</span>
          </Button>
        ) : null}
        <Button size="sm" variant="ghostDestructive" onClick={() => setIsConfirmingDelete(true)}>
          {t("delete")}
          <span className="sr-only"> {t("deleteSr", { id: question.id })}</span>
        </Button>
      </div>
      <Dialog open={isEditing} onOpenChange={setIsEditing}>
        <DialogContent title={t("editTitle", { id: question.id })} size="2xl">
          <QuestionForm mode="edit" question={question} onDone={() => setIsEditing(false)} />
        </DialogContent>
      </Dialog>
      {canCorrectKey ? (
        <CorrectKeyDialog question={question} open={isCorrecting} onOpenChange={setIsCorrecting} />
      ) : null}
      <ConfirmDeleteDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={t("deleteTitle")}
        description={t("deleteText")}
        deleteLabel={t("deleteQuestion")}
        deletedTitle={t("deleted")}
        isPending={remove.isPending}
        onDelete={(outcome) => remove.mutate(question.id, outcome)}
      />
    </li>
  );
}
