import type { PastPaper } from "@shared/contract/quizzes";
import { EXAM_TYPES, type ExamType } from "@shared/exam-types";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { DifficultyBadge, ExamBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { FilterChips } from "./filter-chips";
import { LockedBadge, UpgradeLink } from "./locked-paper";
import { quizzesMessages } from "./quizzes-messages";
import { TestFigures } from "./test-figures";
import { usePastPapers } from "./use-past-papers";

type ExamFilter = "all" | ExamType;

/** /past-papers: past-paper-style sets by exam and year, marked 'Sample' when they are original sets. */
export default function PastPapersPage() {
  const t = useT(quizzesMessages);
  const examName = useExamName();
  const examOptions: { value: ExamFilter; label: string }[] = [
    { value: "all", label: t("allExams") },
    ...EXAM_TYPES.map((exam) => ({ value: exam, label: examName(exam) })),
  ];
  const papers = usePastPapers();
  const [exam, setExam] = useState<ExamFilter>("all");
  const [year, setYear] = useState<string>("all");

  const all = papers.data ?? [];
  const years = [...new Set(all.map((p) => p.year).filter((y): y is number => y !== null))].sort(
    (a, b) => b - a,
  );
  const visible = all.filter(
    (p) => (exam === "all" || p.examType === exam) && (year === "all" || String(p.year) === year),
  );
  // group by year, newest first; papers without a year last
  const groups = new Map<string, PastPaper[]>();
  for (const paper of [...visible].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))) {
    const key = paper.year === null ? t("otherSets") : String(paper.year);
    groups.set(key, [...(groups.get(key) ?? []), paper]);
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("pastPapers")}</h1>
        <p className="mt-1 text-slate-700">{t("pastPapersIntro")}</p>
      </header>

      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[1fr_auto]">
        <FilterChips label={t("exam")} options={examOptions} value={exam} onChange={setExam} />
        <div>
          <label htmlFor="past-paper-year" className="mb-1 block text-sm font-medium text-slate-800">
            {t("year")}
          </label>
          <select
            id="past-paper-year"
            value={year}
            onChange={(e) => setYear(e.target.value)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <option value="all">{t("allYears")}</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>

      {papers.isLoading ? (
        <PageLoading label={t("loadingPastPapers")} />
      ) : papers.isError ? (
        <EmptyState title={t("couldNotLoadPastPapers")}>{t("tryLater")}</EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title={t("noPastPapersMatch")}>
          <Button
            variant="outline"
            className="mt-2"
            onClick={() => {
              setExam("all");
              setYear("all");
            }}
          >
            {t("clearFilters")}
          </Button>
        </EmptyState>
      ) : (
        [...groups.entries()].map(([groupYear, list]) => (
          <section key={groupYear} aria-labelledby={`papers-${groupYear}`} className="space-y-3">
            <h2 id={`papers-${groupYear}`} className="text-xl font-semibold text-slate-900">
              {groupYear}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {list.map((paper) => (
                <li key={paper.id}>
                  <PastPaperCard paper={paper} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function PastPaperCard({ paper }: { paper: PastPaper }) {
  const t = useT(quizzesMessages);
  const quizText = useQuizText();
  const isCompleted = paper.status === "completed";
  return (
    <Card className="flex h-full flex-col" data-testid="past-paper-card">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <ExamBadge examType={paper.examType} />
          {paper.year !== null ? <Badge variant="outline">{paper.year}</Badge> : null}
          {paper.isSample ? <Badge variant="premium">{t("sample")}</Badge> : null}
          <DifficultyBadge difficulty={paper.difficulty} />
          {paper.locked ? <LockedBadge /> : null}
        </div>
        <CardTitle size="base" className="mt-2">
          {quizText.title(paper)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-slate-700">{quizText.description(paper)}</p>
        <TestFigures
          durationMinutes={paper.durationMinutes}
          questionCount={paper.questionCount}
          hindiCount={paper.hindiCount}
          maxMarks={paper.maxMarks}
          marking={paper.marking}
          bestScore={paper.bestScore}
          bestPercent={paper.bestPercent}
        />
        <div className="mt-auto flex flex-wrap gap-2">
          {isCompleted && paper.lastAttemptId ? (
            <>
              <Link to={`/results/${paper.lastAttemptId}`} className={cn(buttonVariants(), "flex-1")}>
                {t("reviewPaper")}
              </Link>
              {paper.locked ? null : (
                <Link
                  to={`/quiz/${paper.id}`}
                  className={buttonVariants({ variant: "outline" })}
                  aria-label={t("retakeTitle", { title: paper.title })}
                >
                  {t("retake")}
                </Link>
              )}
            </>
          ) : paper.locked ? (
            <UpgradeLink title={quizText.title(paper)} />
          ) : (
            <Link to={`/quiz/${paper.id}`} className={cn(buttonVariants(), "flex-1")}>
              {t("startPaper")}
            </Link>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
