import type { ChapterDetail } from "@shared/contract/chapters";
import { EXAM_TYPES } from "@shared/exam-types";
import { ArrowLeft, Gauge, Target, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { layoutMessages } from "@/components/layout/layout-messages";
import { EmptyState, PageLoading } from "@/components/layout/page-state";
import { SiteFooter } from "@/components/layout/site-footer";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { useExamName } from "@/lib/exam-names";
import { formatNumber } from "@/lib/indian-formats";
import { Link, useParams } from "@/lib/router";
import { cn } from "@/lib/utils";
import { ChapterPractice, RecentSets } from "./chapter-practice";
import { chaptersMessages } from "./chapters-messages";
import { accuracyTone, CoverageBar } from "./coverage-bar";
import { useChapterDetail, useSyllabusName } from "./use-chapters";

/** /exam/{examType}/chapters/{chapter}: a chapter's questions, the learner's figures, and its three ways to practise. */
export default function ChapterPage() {
  const t = useT(chaptersMessages);
  const tl = useT(layoutMessages);
  const examName = useExamName();
  const params = useParams();
  const examType = (params.examType ?? "").toLowerCase();
  const chapter = params.chapter ?? "";
  const isKnown = (EXAM_TYPES as readonly string[]).includes(examType);
  const detail = useChapterDetail(examType, chapter);
  const exam = isKnown ? examName(examType as (typeof EXAM_TYPES)[number]) : examType;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4">
          <Link to="/" className="text-lg font-bold text-blue-800">
            {tl("brand")}
          </Link>
          <Link
            to={`/exam/${examType}`}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "ml-auto")}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t("backToExam", { exam })}
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {detail.isLoading ? (
          <PageLoading label={t("loadingChapter")} />
        ) : !detail.data || !isKnown ? (
          <EmptyState title={t("chapterNotFound")}>
            <p>{t("chapterNotFoundText")}</p>
          </EmptyState>
        ) : (
          <ChapterDetails detail={detail.data} examName={exam} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

function ChapterDetails({ detail, examName }: { detail: ChapterDetail; examName: string }) {
  const t = useT(chaptersMessages);
  const nameOf = useSyllabusName();
  const name = nameOf(detail);
  const { learner } = detail;
  return (
    <div className="space-y-6">
      <header>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge>{examName}</Badge>
          <span>{nameOf(detail.subject)}</span>
          <span aria-hidden>›</span>
          <span>{nameOf(detail.unit)}</span>
        </div>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="chapter-name">
          {name}
        </h1>
        <p className="mt-1 text-slate-700">
          {t("questionsCount", { count: detail.total, formatted: formatNumber(detail.total) })}
        </p>
      </header>

      <div className="grid gap-4 md:grid-cols-3">
        <Figure title={t("yourProgress")} icon={<Target className="h-5 w-5" aria-hidden />}>
          {learner ? (
            <CoverageBar
              coverage={{ total: detail.total, answered: learner.answered, accuracy: learner.accuracy }}
              label={name}
            />
          ) : (
            <p className="text-sm text-slate-700">{t("signInForCoverage")}</p>
          )}
        </Figure>
        <Figure title={t("accuracyLabel")} icon={<Gauge className="h-5 w-5" aria-hidden />}>
          <p
            className={cn("text-2xl", accuracyTone(learner?.accuracy ?? null))}
            data-testid="chapter-accuracy"
          >
            {learner?.accuracy == null
              ? t("noAccuracy")
              : t("accuracy", { percent: formatNumber(learner.accuracy) })}
          </p>
        </Figure>
        <Figure title={t("timeLabel")} icon={<Timer className="h-5 w-5" aria-hidden />}>
          <TimeAgainstPace
            averageSeconds={learner?.averageSeconds ?? null}
            paceSeconds={detail.paceSeconds}
          />
        </Figure>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <ChapterPractice detail={detail} />
        <div className="space-y-6">
          <QuestionCounts detail={detail} />
          {learner ? <RecentSets sets={learner.recentSets} /> : null}
        </div>
      </div>
    </div>
  );
}

function TimeAgainstPace({
  averageSeconds,
  paceSeconds,
}: {
  averageSeconds: number | null;
  paceSeconds: number;
}) {
  const t = useT(chaptersMessages);
  const within = averageSeconds !== null && averageSeconds <= paceSeconds;
  return (
    <div className="space-y-1 text-sm">
      <p className="text-lg font-semibold text-slate-900" data-testid="chapter-time">
        {averageSeconds === null ? t("noTimeYet") : t("yourTime", { seconds: formatNumber(averageSeconds) })}
      </p>
      <p className="text-slate-700">{t("paperPace", { seconds: formatNumber(paceSeconds) })}</p>
      {averageSeconds === null ? null : (
        <p className={within ? "text-green-800" : "text-amber-800"}>
          {within ? t("fasterThanPace") : t("slowerThanPace")}
        </p>
      )}
    </div>
  );
}

function QuestionCounts({ detail }: { detail: ChapterDetail }) {
  const t = useT(chaptersMessages);
  const typeLabel = { single: t("typeSingle"), multiple: t("typeMultiple"), numerical: t("typeNumerical") };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">{t("inTheBank")}</h2>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <div>
          <h3 className="font-medium text-slate-900">{t("byDifficulty")}</h3>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            {(["easy", "medium", "hard"] as const).map((level) => (
              <div key={level} className="rounded-lg bg-slate-100 p-2">
                <dt className="text-xs text-slate-700">{t(level)}</dt>
                <dd className="text-lg font-bold text-slate-900">
                  {formatNumber(detail.byDifficulty[level])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="font-medium text-slate-900">{t("byType")}</h3>
          <ul className="mt-2 space-y-1">
            {detail.byType.map((entry) => (
              <li key={entry.type} className="flex justify-between gap-2 text-slate-800">
                <span>{typeLabel[entry.type]}</span>
                <span className="font-medium">{formatNumber(entry.count)}</span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

function Figure({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 text-sm font-medium text-blue-800">
        {icon}
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </Card>
  );
}
