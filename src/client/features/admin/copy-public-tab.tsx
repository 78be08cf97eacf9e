import type { ExamType } from "@shared/contract/common";
import type { PublicBankQuestion } from "@shared/contract/institute-bank";
import { type FormEvent, useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { QuestionText } from "@/components/question-text";
import { DifficultyBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { toastError } from "./form-errors";
import { SelectField, TextField } from "./form-field";
import { instituteBankMessages } from "./institute-bank-messages";
import { Panel } from "./panel";
import { QuizSelectField } from "./quiz-select";
import { ExamOptions } from "./select-options";
import { useAdminQuizzes } from "./use-admin-quizzes";
import { useCopyPublicQuestions, usePublicBank } from "./use-public-bank";

const LETTERS = ["A", "B", "C", "D", "E"];

/**
 * An institute's "Copy from public bank": search the site's published questions (no keys shown),
 * tick the ones wanted, optionally name one of the institute's papers, and copy them in; a question
 * copied before is marked with its copy and is not copied again.
 */
export function CopyPublicTab() {
  const t = useT(instituteBankMessages);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [examType, setExamType] = useState<ExamType | "">("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [quizId, setQuizId] = useState<number | null>(null);
  const found = usePublicBank({
    ...(search ? { search } : {}),
    ...(examType ? { examType } : {}),
    ...(page > 1 ? { page } : {}),
  });
  const copy = useCopyPublicQuestions();
  const papers = useAdminQuizzes();
  const pages = found.data ? Math.max(1, Math.ceil(found.data.total / found.data.pageSize)) : 1;
  const count = { count: selected.size, formatted: formatNumber(selected.size) };

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      on ? next.add(id) : next.delete(id);
      return next;
    });

  const runSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };

  const runCopy = () => {
    copy.mutate(
      { ids: [...selected], ...(quizId ? { quizId } : {}) },
      {
        onSuccess: (result) => {
          setSelected(new Set());
          toast({
            title: t("copiedToast", { count: result.copied, formatted: formatNumber(result.copied) }),
            description: t(result.copied ? "copiedText" : "copiedNone"),
            variant: "success",
          });
        },
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <Panel title={t("copyTitle")} id="copy-public">
      <p className="mb-4 text-sm text-slate-700">{t("copyIntro")}</p>
      <form
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label={t("searchForm")}
        onSubmit={runSearch}
      >
        <TextField
          id="public-search"
          label={t("searchLabel")}
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <SelectField
          id="public-exam"
          label={t("exam")}
          value={examType}
          onChange={(e) => {
            setExamType(e.target.value as ExamType | "");
            setPage(1);
          }}
        >
          <option value="">{t("allExams")}</option>
          <ExamOptions />
        </SelectField>
        <Button type="submit" variant="secondary">
          {t("search")}
        </Button>
      </form>

      <div className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <QuizSelectField
          id="copy-quiz"
          label={t("intoPaper")}
          placeholder={t("bankOnly")}
          value={quizId}
          onChange={(id) => {
            setQuizId(id);
            // a paper takes questions of its own exam only: the search follows it
            const exam = papers.data?.find((q) => q.id === id)?.examType;
            if (exam) {
              setExamType(exam);
              setPage(1);
            }
          }}
        />
        <Button type="button" onClick={runCopy} disabled={copy.isPending || selected.size === 0}>
          {copy.isPending ? t("copying") : t("copySelected", count)}
        </Button>
      </div>

      {found.isLoading ? (
        <PageLoading label={t("loading")} />
      ) : found.isError ? (
        <p className="text-red-700">{t("loadFailed")}</p>
      ) : !found.data?.items.length ? (
        <EmptyState title={t("noneFound")}>{t("tryAnother")}</EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t("found", { count: found.data.total, formatted: formatNumber(found.data.total) })}
          </p>
          <ul className="grid gap-3" aria-label={t("results")}>
            {found.data.items.map((q) => (
              <PublicQuestionItem
                key={q.id}
                question={q}
                isSelected={selected.has(q.id)}
                onSelect={(on) => toggle(q.id, on)}
              />
            ))}
          </ul>
          <nav aria-label={t("pages")} className="mt-4 flex items-center justify-between gap-2">
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

function PublicQuestionItem({
  question,
  isSelected,
  onSelect,
}: {
  question: PublicBankQuestion;
  isSelected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const t = useT(instituteBankMessages);
  const examName = useExamName();
  return (
    <li
      className={cn(
        "rounded-lg border p-3",
        isSelected ? "border-blue-500 bg-blue-50/40" : "border-slate-200",
      )}
      data-testid={`public-question-${question.id}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <input
          type="checkbox"
          className="size-5"
          aria-label={t("selectQuestion", { id: question.id })}
          checked={isSelected}
          onChange={(e) => onSelect(e.target.checked)}
        />
        <Badge variant="secondary">{examName(question.examType)}</Badge>
        <Badge variant="outline">
          {question.subject} · {question.topic}
        </Badge>
        <DifficultyBadge difficulty={question.difficulty} />
        {question.copiedAs ? (
          <Badge variant="easy">{t("alreadyCopied", { id: question.copiedAs })}</Badge>
        ) : null}
        <span className="text-slate-700">#{question.id}</span>
      </div>
      <QuestionText
        text={question.question}
        className="mt-2 block whitespace-pre-line font-medium text-slate-900"
      />
      {question.options.length ? (
        <ol className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
          {question.options.map((option, i) => (
            <li key={LETTERS[i]} className="px-2 py-1">
              {LETTERS[i]}. {option}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
