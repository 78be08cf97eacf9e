import type { StudyPlan } from "@shared/contract/study-plan";
import { STUDY_PLAN_NEEDS_PLAN } from "@shared/plans";
import { Lock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { plural } from "@/lib/format";
import { StudyPlanForm } from "./study-plan-form";
import { PlanWeekCard, shortDay, ThisWeek } from "./study-plan-week";
import { useStudyPlan } from "./use-study-plan";

/** /study-plan: a week-by-week plan to the exam date, for Monthly and Annual learners. */
export default function StudyPlanPage() {
  const auth = useAuth();
  const plan = useStudyPlan(auth.isPremium);
  if (auth.isLoading) return <PageLoading label="Loading your study plan..." />;
  if (!auth.isAuthenticated)
    return (
      <EmptyState title="Sign in to see your study plan">
        Your plan is built from your own results.
      </EmptyState>
    );
  if (!auth.isPremium) return <PlanLocked />;
  if (plan.isPending) return <PageLoading label="Loading your study plan..." />;
  if (plan.isError)
    return <EmptyState title="Your study plan could not be loaded">Please try again later.</EmptyState>;
  const current = plan.data.plan;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Study plan</h1>
        <p className="text-slate-700">
          Built from your weak topics, the review cards coming due and the mock tests you have not taken. It
          is worked out again from your latest results every time you open it.
        </p>
      </header>
      {current ? (
        <PlanView plan={current} />
      ) : (
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">When is your exam?</h2>
          <StudyPlanForm plan={null} />
        </Card>
      )}
    </div>
  );
}

function PlanView({ plan }: { plan: StudyPlan }) {
  const [editing, setEditing] = useState(false);
  const weak = plan.focusTopics.filter((t) => t.reason === "weak");
  return (
    <div className="space-y-5" data-testid="study-plan">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <p className="text-lg font-semibold text-slate-900">
            {plan.examName} on {shortDay(plan.examDate)}
          </p>
          <p className="text-sm text-slate-700">
            {plural(plan.daysLeft, "study day")} left · {plan.hoursPerDay} h a day
            {plan.hoursPerDaySet === null ? " (default)" : ""} · revision from {shortDay(plan.revisionFrom)}
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing((e) => !e)}>
          {editing ? "Cancel" : "Change exam or date"}
        </Button>
        {editing ? (
          <div className="w-full">
            <StudyPlanForm plan={plan} onDone={() => setEditing(false)} />
          </div>
        ) : null}
      </Card>
      {plan.thisWeek ? <ThisWeek week={plan.thisWeek} /> : null}
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-slate-900">Focus topics</h2>
        <p className="mt-1 text-sm text-slate-700">
          {weak.length > 0
            ? `Weakest first: ${weak.map((t) => `${t.topic} (${t.accuracy}%)`).join(", ")}.`
            : "No weak topic right now: the plan works through the topics you have not practised yet."}{" "}
          {plural(plan.dueReviewCards, "review card")} due now, {plural(plan.mocksAvailable, "mock test")} not
          yet taken.
        </p>
      </Card>
      {plan.weeks.length === 0 ? (
        <p className="text-slate-700">The exam day has come: all the best!</p>
      ) : (
        <section aria-labelledby="weeks-title" className="space-y-3">
          <h2 id="weeks-title" className="text-xl font-semibold text-slate-900">
            Week by week
          </h2>
          <ol className="space-y-3">
            {plan.weeks.map((week, i) => (
              <li key={week.weekStart}>
                <PlanWeekCard week={week} index={i} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function PlanLocked() {
  return (
    <Card className="mx-auto w-full max-w-xl p-8 text-center" data-testid="study-plan-locked">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Lock className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{STUDY_PLAN_NEEDS_PLAN}</h1>
      <p className="mt-2 text-slate-700">
        Set your exam date and get a week-by-week plan: topics to practise with question counts, review cards
        and mock tests, and a revision phase before the exam, adjusted as your results come in.
      </p>
      <Link to="/billing" className={buttonVariants({ className: "mt-6" })}>
        See the plans
      </Link>
    </Card>
  );
}
