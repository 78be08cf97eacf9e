import type { SubjectScore } from "@shared/contract/standing";
import { Clock, TrendingDown, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { scoreBand, signedPoints } from "./score-message";

const BAR = { high: "bg-emerald-600", mid: "bg-amber-500", low: "bg-red-600" };

/** One subject: accuracy, questions answered, week-on-week change, study hours, and up to 2+2 topics. */
export function SubjectCard({ subject: s }: { subject: SubjectScore }) {
  const score = Math.round(s.score);
  const strong = s.strongTopics.slice(0, 2);
  const weak = s.weakTopics.slice(0, 2);
  const improvementTone =
    s.improvement > 0 ? "text-emerald-800" : s.improvement < 0 ? "text-red-800" : "text-slate-700";
  return (
    <Card className="h-full p-5" data-testid="subject-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{s.subject}</h3>
        <p className="text-2xl font-bold text-slate-900">{score}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={`${s.subject} accuracy`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full", BAR[scoreBand(s.score)])} style={{ width: `${score}%` }} />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm [&>div]:flex [&>div]:flex-col [&>div]:justify-between">
        <div>
          <dt className="text-slate-700">Questions attempted</dt>
          <dd className="font-semibold text-slate-900">{s.questionsAttempted}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Improvement</dt>
          <dd className={cn("inline-flex items-center gap-1 font-semibold", improvementTone)}>
            {s.improvement > 0 ? <TrendingUp className="h-4 w-4" aria-hidden /> : null}
            {s.improvement < 0 ? <TrendingDown className="h-4 w-4" aria-hidden /> : null}
            {signedPoints(s.improvement)} pts
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Recommended study</dt>
          <dd className="inline-flex items-center gap-1 font-semibold text-slate-900">
            <Clock className="h-4 w-4" aria-hidden />
            {s.recommendedStudyTime} h/week
          </dd>
        </div>
      </dl>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <TopicList
          title="Strong topics"
          topics={strong}
          tone="bg-emerald-50 text-emerald-900 border-emerald-200"
        />
        <TopicList title="Weak topics" topics={weak} tone="bg-red-50 text-red-900 border-red-200" />
      </div>
    </Card>
  );
}

function TopicList({ title, topics, tone }: { title: string; topics: string[]; tone: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {topics.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {topics.map((t) => (
            <li key={t} className={cn("rounded-full border px-2.5 py-0.5 text-xs font-medium", tone)}>
              {t}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-slate-700">None yet</p>
      )}
    </div>
  );
}
