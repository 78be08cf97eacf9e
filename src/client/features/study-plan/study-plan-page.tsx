import type { StudyPlan } from "@shared/contract/study-plan";
import { Lock } from "lucide-react";
import { useState } from "react";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { Link } from "@/lib/router";
import { StudyPlanForm } from "./study-plan-form";
import { studyPlanMessages } from "./study-plan-messages";
import { PlanWeekCard, shortDay, ThisWeek } from "./study-plan-week";
import { useStudyPlan } from "./use-study-plan";

/** /study-plan: a week-by-week plan to the exam date, for Monthly and Annual learners. */
export default function StudyPlanPage() {
  const t = useT(studyPlanMessages);
  const auth = useAuth();
  const plan = useStudyPlan(auth.isPremium);
  if (auth.isLoading) return <PageLoading label={t("loading")} />;
  if (!auth.isAuthenticated) return <EmptyState title={t("signInTitle")}>{t("signInText")}</EmptyState>;
  if (!auth.isPremium) return <PlanLocked />;
  if (plan.isPending) return <PageLoading label={t("loading")} />;
  if (plan.isError) return <EmptyState title={t("loadErrorTitle")}>{t("tryLater")}</EmptyState>;
  const current = plan.data.plan;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
      </header>
      {current ? (
        <PlanView plan={current} />
      ) : (
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("whenIsExam")}</h2>
          <StudyPlanForm plan={null} />
        </Card>
      )}
    </div>
  );
}

function PlanView({ plan }: { plan: StudyPlan }) {
  const t = useT(studyPlanMessages);
  const contentName = useContentName();
  const examName = useExamName();
  const [editing, setEditing] = useState(false);
  const weak = plan.focusTopics.filter((topic) => topic.reason === "weak");
  return (
    <div className="space-y-5" data-testid="study-plan">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
        <div>
          <p className="text-lg font-semibold text-slate-900">
            {t("examOn", { exam: examName(plan.examType), day: shortDay(plan.examDate) })}
          </p>
          <p className="text-sm text-slate-700">
            {t("studyDaysLeft", { count: plan.daysLeft, formatted: formatNumber(plan.daysLeft) })} ·{" "}
            {t("hoursPerDay", { hours: formatNumber(plan.hoursPerDay) })}
            {plan.hoursPerDaySet === null ? t("defaultHours") : ""} ·{" "}
            {t("revisionFrom", { day: shortDay(plan.revisionFrom) })}
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing((e) => !e)}>
          {editing ? t("cancel") : t("changeExam")}
        </Button>
        {editing ? (
          <div className="w-full">
            <StudyPlanForm plan={plan} onDone={() => setEditing(false)} />
          </div>
        ) : null}
      </Card>
      {plan.thisWeek ? <ThisWeek week={plan.thisWeek} /> : null}
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-slate-900">{t("focusTopics")}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {weak.length > 0
            ? t("weakestFirst", {
                topics: weak
                  .map((topic) => `${contentName(topic.topic)} (${formatNumber(topic.accuracy ?? 0)}%)`)
                  .join(", "),
              })
            : t("noWeakTopic")}{" "}
          {t("dueAndMocks", {
            cards: plan.dueReviewCards,
            cardsFormatted: formatNumber(plan.dueReviewCards),
            mocks: plan.mocksAvailable,
            mocksFormatted: formatNumber(plan.mocksAvailable),
          })}
        </p>
      </Card>
      {plan.weeks.length === 0 ? (
        <p className="text-slate-700">{t("examDay")}</p>
      ) : (
        <section aria-labelledby="weeks-title" className="space-y-3">
          <h2 id="weeks-title" className="text-xl font-semibold text-slate-900">
            {t("weekByWeek")}
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
  const t = useT(studyPlanMessages);
  return (
    <Card className="mx-auto w-full max-w-xl p-8 text-center" data-testid="study-plan-locked">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Lock className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{t("needsPlan")}</h1>
      <p className="mt-2 text-slate-700">{t("lockedText")}</p>
      <Link to="/billing" className={buttonVariants({ className: "mt-6" })}>
        {t("seePlans")}
      </Link>
    </Card>
  );
}
