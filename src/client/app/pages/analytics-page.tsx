import { EXAM_TYPES, type ExamType, examTypeSchema } from "@shared/contract/common";
import type { PreparednessResponse } from "@shared/contract/standing";
import { Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { PageLoading } from "@/components/layout/page-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { analyticsMessages } from "@/features/analytics/analytics-messages";
import { PredictionCard } from "@/features/analytics/prediction-card";
import { useRecommendationText } from "@/features/analytics/recommendation-text";
import { scoreBand } from "@/features/analytics/score-message";
import { SubjectCard } from "@/features/analytics/subject-card";
import { isPremiumRequired, isSessionExpired, usePreparedness } from "@/features/analytics/use-preparedness";
import { PricingSection } from "@/features/payments/pricing-section";
import { goToGoogleSignIn, useAuth } from "@/hooks/use-auth";
import { useUserPerformance } from "@/hooks/use-user-performance";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { LOGIN_REDIRECT_DELAY_MS } from "@/lib/constants";
import { useContentName } from "@/lib/content-language";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { Link, useSearchParams } from "@/lib/router";
import { cn } from "@/lib/utils";

/** Each score band's colours and the spec's message for it (at 80 and 60, as score-message.ts). */
const BAND_STYLE = {
  high: { text: "text-emerald-800", bar: "bg-emerald-600", messageKey: "scoreHigh" },
  mid: { text: "text-amber-800", bar: "bg-amber-500", messageKey: "scoreMid" },
  low: { text: "text-red-800", bar: "bg-red-600", messageKey: "scoreLow" },
} as const;

/**
 * The exam shown: ?exam= when given, else the exam the learner practised most (from their own
 * performance figures), else the first exam.
 */
function useSelectedExam(): [ExamType | null, (exam: ExamType) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = examTypeSchema.safeParse(params.get("exam")?.toLowerCase());
  const performance = useUserPerformance();
  const setExam = (exam: ExamType) => setParams({ exam }, { replace: true });
  if (fromUrl.success) return [fromUrl.data, setExam];
  if (performance.isPending) return [null, setExam];
  const mostPractised = [...(performance.data?.byExam ?? [])].sort((a, b) => b.attempts - a.attempts)[0];
  return [mostPractised?.examType ?? EXAM_TYPES[0], setExam];
}

/** Preparedness analytics (premium): overall score, subject cards and recommendations for one exam. */
export default function AnalyticsPage() {
  const t = useT(analyticsMessages);
  const examName = useExamName();
  const [exam, setExam] = useSelectedExam();
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("pageTitle")}</h1>
          <p className="mt-1 text-slate-700">{t("pageIntro")}</p>
        </div>
        <div className="grid gap-1">
          <label htmlFor="analytics-exam" className="text-sm font-medium text-slate-800">
            {t("exam")}
          </label>
          <select
            id="analytics-exam"
            value={exam ?? ""}
            onChange={(e) => setExam(examTypeSchema.parse(e.target.value))}
            className="h-10 min-w-40 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            {exam === null ? <option value="">{t("loading")}</option> : null}
            {EXAM_TYPES.map((e) => (
              <option key={e} value={e}>
                {examName(e)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {exam === null ? <PageLoading label={t("loadingAnalytics")} /> : <ExamAnalytics exam={exam} />}
    </div>
  );
}

function ExamAnalytics({ exam }: { exam: ExamType }) {
  const t = useT(analyticsMessages);
  const { isPremium } = useAuth();
  const analytics = usePreparedness(exam, isPremium);
  const expired = analytics.isError && isSessionExpired(analytics.error);

  useEffect(() => {
    if (!expired) return;
    toast({
      title: translate(analyticsMessages, "sessionExpired"),
      description: translate(analyticsMessages, "logInAgain"),
      variant: "destructive",
    });
    const timer = setTimeout(goToGoogleSignIn, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expired]);

  if (analytics.isPending) return <PageLoading label={t("loadingAnalytics")} />;
  if (analytics.isError) {
    if (isPremiumRequired(analytics.error)) return <PremiumLocked />;
    if (expired) return <PageLoading label={t("signingInAgain")} />;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-5"
      >
        <span className="text-slate-700">{t("loadError")}</span>
        <Button size="sm" variant="outline" onClick={() => void analytics.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const data = analytics.data;
  if (!data.hasData) return <NoData exam={exam} />;
  return <AnalyticsReport data={data} />;
}

function PremiumLocked() {
  const t = useT(analyticsMessages);
  const [open, setOpen] = useState(false);
  return (
    <Card className="mx-auto w-full max-w-xl p-8 text-center" data-testid="analytics-locked">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Lock className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{t("premiumTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("premiumText")}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button className="mt-6" size="lg" onClick={() => setOpen(true)}>
          {t("upgrade")}
        </Button>
        <DialogContent title={t("upgrade")} size="5xl">
          <div className="-mx-4 -my-12 sm:mx-0">
            <PricingSection id="upgrade-pricing" />
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function NoData({ exam }: { exam: ExamType }) {
  const t = useT(analyticsMessages);
  const examName = useExamName();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t("noDataTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("noDataText", { exam: examName(exam) })}</p>
      <Link to={`/exam/${exam}`} className={cn(buttonVariants(), "mt-5")}>
        {t("goToExamQuizzes", { exam: examName(exam) })}
      </Link>
    </div>
  );
}

function AnalyticsReport({ data }: { data: PreparednessResponse }) {
  const t = useT(analyticsMessages);
  const contentName = useContentName();
  const recommendationText = useRecommendationText();
  const examName = useExamName();
  const band = BAND_STYLE[scoreBand(data.overallScore)];
  const overall = Math.round(data.overallScore);
  return (
    <>
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t("overallTitle")}</h2>
        {data.enoughData ? (
          <>
            <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-2">
              <p className={cn("text-5xl font-extrabold", band.text)} data-testid="overall-score">
                {formatNumber(overall)}%
              </p>
              <p className="pb-1 font-medium text-slate-800" data-testid="overall-message">
                {t(band.messageKey)}
              </p>
            </div>
            <div
              role="progressbar"
              aria-label={t("overallTitle")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={overall}
              className="mt-4 h-3 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn("h-full rounded-full", band.bar)}
                style={{ width: `${Math.min(100, overall)}%` }}
              />
            </div>
          </>
        ) : (
          <p className="mt-3 text-2xl font-bold text-slate-700" data-testid="overall-score">
            {t("notEnoughData")}
          </p>
        )}
        <p className="mt-2 text-sm text-slate-700" data-testid="overall-basis">
          {data.enoughData
            ? t("overallBasis", {
                answered: formatNumber(data.questionsAnswered),
                exam: examName(data.examType),
              })
            : t("overallNeeds", {
                answered: data.questionsAnswered,
                answeredFormatted: formatNumber(data.questionsAnswered),
                minimum: formatNumber(data.minimums.overall),
              })}
        </p>
      </Card>

      <PredictionCard exam={data.examType} />

      <section aria-labelledby="subjects-title">
        <h2 id="subjects-title" className="text-xl font-semibold text-slate-900">
          {t("subjects")}
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {data.subjectScores.map((s) => (
            <li key={s.subject}>
              <SubjectCard subject={s} minimums={data.minimums} />
            </li>
          ))}
        </ul>
        {data.unpractisedSubjects.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {t("notPractised", { subjects: data.unpractisedSubjects.map(contentName).join(", ") })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="recommendations-title">
        <Card className="p-6">
          <h2 id="recommendations-title" className="text-xl font-semibold text-slate-900">
            {t("recommendations")}
          </h2>
          {data.recommendations.length > 0 ? (
            <ul className="mt-3 grid gap-2" data-testid="recommendations">
              {data.recommendations.map(recommendationText).map((r) => (
                <li key={r} className="flex gap-2 text-slate-800">
                  <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-blue-700" />
                  {r}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t("nothingToAdd")}</p>
          )}
        </Card>
      </section>
    </>
  );
}
