import type { Difficulty } from "@shared/contract/common";
import { EXAM_LABELS, EXAM_TYPES, type ExamType } from "@shared/contract/common";
import type { MockTest } from "@shared/contract/quizzes";
import { PLANS } from "@shared/plans";
import { Crown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { FullLengthBadge } from "@/components/question-notes/full-length-badge";
import { DifficultyBadge } from "@/components/quiz-badges";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { cn } from "@/lib/utils";
import { FilterChips } from "./filter-chips";
import { LockedBadge, PRICING_HREF, UpgradeLink } from "./locked-paper";
import { TestFigures } from "./test-figures";
import { useMockTests } from "./use-mock-tests";

type ExamFilter = "all" | ExamType;
type DifficultyFilter = "all" | Difficulty;

const EXAM_OPTIONS: { value: ExamFilter; label: string }[] = [
  { value: "all", label: "All Exams" },
  ...EXAM_TYPES.map((exam) => ({ value: exam, label: EXAM_LABELS[exam] })),
];
const DIFFICULTY_OPTIONS: { value: DifficultyFilter; label: string }[] = [
  { value: "all", label: "All Levels" },
  { value: "easy", label: "Easy" },
  { value: "medium", label: "Medium" },
  { value: "hard", label: "Hard" },
];

const MONTHLY_PRICE = PLANS.find((plan) => plan.id === "monthly")?.priceLabel ?? "";

export default function MockTestsPage() {
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
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mock Tests</h1>
        <p className="mt-1 text-slate-700">
          Full-length tests in the official pattern, with the exam-hall question palette, sections and
          negative marking.
        </p>
      </header>

      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2">
        <FilterChips label="Exam" options={EXAM_OPTIONS} value={exam} onChange={setExam} />
        <FilterChips
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          value={difficulty}
          onChange={setDifficulty}
        />
      </div>

      {tests.isLoading ? (
        <PageLoading label="Loading mock tests..." />
      ) : tests.isError ? (
        <EmptyState title="Could not load mock tests">Please try again later.</EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title="No mock tests match these filters">
          <p>Try another exam or difficulty.</p>
          <Button variant="outline" className="mt-4" onClick={clearFilters}>
            Clear Filters
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
  const isCompleted = test.status === "completed";
  return (
    <Card className="flex h-full flex-col" data-testid="mock-test-card">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="default">{EXAM_LABELS[test.categoryId]}</Badge>
          <DifficultyBadge difficulty={test.difficultyLevel} />
          <FullLengthBadge paper={test.fullLength} />
          {isCompleted ? <Badge variant="secondary">Attempted</Badge> : null}
          {test.locked ? <LockedBadge /> : null}
        </div>
        <CardTitle className="mt-2 text-base">{test.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-slate-700">{test.description}</p>
        {test.sections.length > 0 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-800">Sections:</span> {test.sections.join(", ")}
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
                Review Test
              </Link>
              {test.locked ? null : (
                <Link
                  to={`/quiz/${test.id}`}
                  className={buttonVariants({ variant: "outline" })}
                  aria-label={`Retake ${test.title}`}
                >
                  Retake
                </Link>
              )}
            </>
          ) : test.locked ? (
            <UpgradeLink title={test.title} />
          ) : (
            <Link to={`/quiz/${test.id}`} className={cn(buttonVariants(), "flex-1")}>
              Start Mock Test
            </Link>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function PremiumUpsell() {
  return (
    <Card className="border-amber-300 bg-gradient-to-br from-amber-50 to-white">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <Crown className="h-10 w-10 shrink-0 text-amber-600" aria-hidden />
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-slate-900">Unlock every mock test with Premium</h2>
          <p className="mt-1 text-slate-700">
            The first mock test of each exam is free. Every mock test, every past paper and preparedness
            analytics come with Monthly or Annual, from {MONTHLY_PRICE} a month.
          </p>
        </div>
        <Link to={PRICING_HREF} className={buttonVariants({ variant: "default" })}>
          See Premium Plans
        </Link>
      </CardContent>
    </Card>
  );
}
