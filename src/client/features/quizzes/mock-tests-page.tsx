import type { Difficulty } from "@shared/contract/common";
import type { MockTest } from "@shared/contract/quizzes";
import { EXAM_TYPES, type ExamType } from "@shared/exam-types";
import { PLANS } from "@shared/plans";
import { Crown } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { FullLengthBadge } from "@/components/question-notes/full-length-badge";
import { DifficultyBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { FilterChips } from "./filter-chips";
import { LockedBadge, PRICING_HREF, UpgradeLink } from "./locked-paper";
import { quizzesMessages } from "./quizzes-messages";
import { TestFigures } from "./test-figures";
import { useMockTests } from "./use-mock-tests";

type ExamFilter = "all" | ExamType;
type DifficultyFilter = "all" | Difficulty;

const DIFFICULTIES = ["easy", "medium", "hard"] as const;

const MONTHLY_PRICE = PLANS.find((plan) => plan.id === "monthly")?.priceLabel ?? "";

export default function MockTestsPage() {
  const t = useT(quizzesMessages);
  const examName = useExamName();
  const examOptions: { value: ExamFilter; label: string }[] = [
    { value: "all", label: t("allExams") },
    ...EXAM_TYPES.map((exam) => ({ value: exam, label: examName(exam) })),
  ];
  const difficultyOptions: { value: DifficultyFilter; label: string }[] = [
    { value: "all", label: t("allLevels") },
    ...DIFFICULTIES.map((level) => ({ value: level, label: t(level) })),
  ];
  const [exam, setExam] = useState<ExamFilter>("all");
  const [difficulty, setDifficulty] = useState<DifficultyFilter>("all");
  const tests = useMockTests();
  const { isPremium } = useAuth();

  const visible = (tests.data ?? []).filter(
    (test) =>
      (exam === "all" || test.categoryId === exam) &&
      (difficulty === "all" || test.difficultyLevel === difficulty),
  );
  const clearFilters = () => {
    setExam("all");
    setDifficulty("all");
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("mockTests")}</h1>
        <p className="mt-1 text-slate-700">{t("mockTestsIntro")}</p>
      </header>

      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2">
        <FilterChips label={t("exam")} options={examOptions} value={exam} onChange={setExam} />
        <FilterChips
          label={t("difficulty")}
          options={difficultyOptions}
          value={difficulty}
          onChange={setDifficulty}
        />
      </div>

      {tests.isLoading ? (
        <PageLoading label={t("loadingMockTests")} />
      ) : tests.isError ? (
        <EmptyState title={t("couldNotLoadMockTests")}>{t("tryLater")}</EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title={t("noMockTestsMatch")}>
          <p>{t("tryAnother")}</p>
          <Button variant="outline" className="mt-4" onClick={clearFilters}>
            {t("clearFilters")}
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((test) => (
            <li key={test.id}>
              <MockTestCard test={test} />
            </li>
          ))}
        </ul>
      )}

      {isPremium ? null : <PremiumUpsell />}
    </div>
  );
}

function MockTestCard({ test }: { test: MockTest }) {
  const t = useT(quizzesMessages);
  const quizText = useQuizText();
  const examName = useExamName();
  const isCompleted = test.status === "completed";
  return (
    <Card className="flex h-full flex-col" data-testid="mock-test-card">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="default">{examName(test.categoryId)}</Badge>
          <DifficultyBadge difficulty={test.difficultyLevel} />
          <FullLengthBadge paper={test.fullLength} />
          {isCompleted ? <Badge variant="secondary">{t("attempted")}</Badge> : null}
          {test.locked ? <LockedBadge /> : null}
        </div>
        <CardTitle size="base" className="mt-2">
          {quizText.title(test)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-slate-700">{quizText.description(test)}</p>
        {test.sections.length > 0 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-800">{t("sectionsColon")}</span>{" "}
            {test.sections.join(", ")}
          </p>
        ) : null}
        <TestFigures
          durationMinutes={test.durationMinutes}
          questionCount={test.questionCount}
          hindiCount={test.hindiCount}
          maxMarks={test.maxMarks}
          marking={test.marking}
          attemptCount={test.attemptCount}
          bestScore={test.bestScore}
          bestPercent={test.bestPercent}
        />
        <div className="mt-auto flex flex-wrap gap-2">
          {isCompleted && test.lastAttemptId ? (
            <>
              <Link to={`/results/${test.lastAttemptId}`} className={cn(buttonVariants(), "flex-1")}>
                {t("reviewTest")}
              </Link>
              {test.locked ? null : (
                <Link
                  to={`/quiz/${test.id}`}
                  className={buttonVariants({ variant: "outline" })}
                  aria-label={t("retakeTitle", { title: test.title })}
                >
                  {t("retake")}
                </Link>
              )}
            </>
          ) : test.locked ? (
            <UpgradeLink title={quizText.title(test)} />
          ) : (
            <Link to={`/quiz/${test.id}`} className={cn(buttonVariants(), "flex-1")}>
              {t("startMockTest")}
            </Link>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function PremiumUpsell() {
  const t = useT(quizzesMessages);
  return (
    <Card tone="amberGradient">
      <div className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <Crown className="h-10 w-10 shrink-0 text-amber-600" aria-hidden />
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-slate-900">{t("unlockTitle")}</h2>
          <p className="mt-1 text-slate-700">{t("unlockText", { price: MONTHLY_PRICE })}</p>
        </div>
        <Link to={PRICING_HREF} className={buttonVariants({ variant: "default" })}>
          {t("seePlans")}
        </Link>
      </div>
    </Card>
  );
}
