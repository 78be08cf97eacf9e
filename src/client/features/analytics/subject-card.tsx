import type { PreparednessResponse, SubjectScore } from "@shared/contract/standing";
import { Clock, TrendingDown, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { analyticsMessages } from "./analytics-messages";
import { scoreBand, signedPoints } from "./score-message";

const BAR = { high: "bg-emerald-600", mid: "bg-amber-500", low: "bg-red-600" };

/**
 * One subject: accuracy, questions answered, week-on-week change, study hours, and up to 2+2 topics.
 * Each figure says what it rests on, and "Not enough data yet" below the domain's thresholds
 * (src/domain/analytics.ts, formula I).
 */
export function SubjectCard({
  subject: s,
  minimums,
}: {
  subject: SubjectScore;
  minimums: PreparednessResponse["minimums"];
}) {
  const t = useT(analyticsMessages);
  const contentName = useContentName();
  const questions = (n: number) => t("questions", { count: n, formatted: formatNumber(n) });
  const notEnough = t("notEnoughData");
  const score = Math.round(s.score);
  const strong = s.strongTopics.slice(0, 2);
  const weak = s.weakTopics.slice(0, 2);
  const improvementTone =
    s.improvement > 0 ? "text-emerald-800" : s.improvement < 0 ? "text-red-800" : "text-slate-700";
  return (
    <Card className="h-full p-5" data-testid="subject-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{contentName(s.subject)}</h3>
        {s.enoughData ? (
          <p className="text-2xl font-bold text-slate-900">{formatNumber(score)}%</p>
        ) : (
          <p className="text-right text-sm font-semibold text-slate-700" data-testid="subject-not-enough">
            {notEnough}
          </p>
        )}
      </div>
      {s.enoughData ? (
        <div
          role="progressbar"
          aria-label={t("subjectAccuracyLabel", { subject: contentName(s.subject) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn("h-full rounded-full", BAR[scoreBand(s.score)])}
            style={{ width: `${score}%` }}
          />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-700" data-testid="subject-basis">
        {s.enoughData
          ? t("accuracyFrom", { questions: questions(s.questionsAttempted) })
          : t("scoreNeeds", {
              questions: questions(s.questionsAttempted),
              minimum: formatNumber(minimums.subject),
            })}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm [&>div]:flex [&>div]:flex-col [&>div]:justify-between">
        <div>
          <dt className="text-slate-700">{t("questionsAttempted")}</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(s.questionsAttempted)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{t("improvement")}</dt>
          {s.improvementKnown ? (
            <dd className={cn("font-semibold", improvementTone)}>
              <span className="inline-flex items-center gap-1">
                {s.improvement > 0 ? <TrendingUp className="h-4 w-4" aria-hidden /> : null}
                {s.improvement < 0 ? <TrendingDown className="h-4 w-4" aria-hidden /> : null}
                {t("points", { points: signedPoints(s.improvement) })}
              </span>
              <span className="block text-xs font-normal text-slate-700">
                {t("answersCompared", {
                  recent: formatNumber(s.improvementAnswers.recent),
                  earlier: formatNumber(s.improvementAnswers.earlier),
                })}
              </span>
            </dd>
          ) : (
            <dd className="font-semibold text-slate-700">
              {notEnough}
              <span className="block text-xs font-normal">
                {t("improvementNeeds", { minimum: formatNumber(minimums.improvement) })}
              </span>
            </dd>
          )}
        </div>
        <div>
          <dt className="text-slate-700">{t("recommendedStudy")}</dt>
          {s.enoughData ? (
            <dd className="inline-flex items-center gap-1 font-semibold text-slate-900">
              <Clock className="h-4 w-4" aria-hidden />
              {t("hoursPerWeek", { hours: formatNumber(s.recommendedStudyTime) })}
            </dd>
          ) : (
            <dd className="font-semibold text-slate-700">{notEnough}</dd>
          )}
        </div>
      </dl>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <TopicList
          title={t("strongTopics")}
          topics={strong}
          rated={s.topicsRated}
          minimum={minimums.topic}
          tone="bg-emerald-50 text-emerald-900 border-emerald-200"
        />
        <TopicList
          title={t("weakTopics")}
          topics={weak}
          rated={s.topicsRated}
          minimum={minimums.topic}
          tone="bg-red-50 text-red-900 border-red-200"
        />
      </div>
    </Card>
  );
}

function TopicList({
  title,
  topics,
  rated,
  minimum,
  tone,
}: {
  title: string;
  topics: string[];
  /** topics with enough answers to be judged */
  rated: number;
  minimum: number;
  tone: string;
}) {
  const t = useT(analyticsMessages);
  const contentName = useContentName();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {topics.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {topics.map((topic) => (
            <li key={topic} className={cn("rounded-full border px-2.5 py-0.5 text-xs font-medium", tone)}>
              {contentName(topic)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-700">
          {rated > 0
            ? t("noneAmongTopics", {
                rated,
                ratedFormatted: formatNumber(rated),
                minimum: formatNumber(minimum),
              })
            : t("topicNeeds", { notEnough: t("notEnoughData"), minimum: formatNumber(minimum) })}
        </p>
      )}
    </div>
  );
}
