import type { AnswerPace } from "@shared/contract/answer-pace";
import { MathText } from "@/components/math-text";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { formatSeconds } from "@/lib/format";
import { inLanguage, type Language } from "@/lib/question-language";
import { cn } from "@/lib/utils";
import { PaceSectionBars } from "./pace-section-bars";
import { resultsMessages } from "./results-messages";
import { useAttemptPace } from "./use-attempt-pace";

const QUADRANTS = [
  { key: "fast-correct", words: "paceFastCorrect", tone: "border-emerald-300 bg-emerald-50" },
  { key: "slow-correct", words: "paceSlowCorrect", tone: "border-sky-300 bg-sky-50" },
  { key: "fast-wrong", words: "paceFastWrong", tone: "border-amber-300 bg-amber-50" },
  { key: "slow-wrong", words: "paceSlowWrong", tone: "border-rose-300 bg-rose-50" },
] as const;

/** The result page's pace analysis: a 2x2 summary, the careless errors, and time per section. */
export function PaceAnalysis({ attemptId, language }: { attemptId: number; language: Language }) {
  const t = useT(resultsMessages);
  const pace = useAttemptPace(attemptId);
  if (!pace.data) return null;
  return (
    <section aria-labelledby="pace-title" className="space-y-3" data-testid="pace-analysis">
      <h2 id="pace-title" className="text-xl font-semibold text-slate-900">
        {t("whatWentWrong")}
      </h2>
      <PaceBody pace={pace.data} language={language} />
    </section>
  );
}

function PaceBody({ pace, language }: { pace: AnswerPace; language: Language }) {
  const t = useT(resultsMessages);
  if (!pace.timed) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
        {t("paceUntimed")}
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        {t(pace.basis === "official" ? "paceOfficial" : "paceQuiz", {
          seconds: formatSeconds(pace.paceSeconds),
        })}{" "}
        {pace.counts.skipped > 0 ? t("skippedNotCounted", { count: pace.counts.skipped }) : null}
        {pace.counts.untimed > 0 ? ` ${t("untimedAnswers", { count: pace.counts.untimed })}` : null}
      </p>
      <div className="grid grid-cols-2 gap-3" data-testid="pace-grid">
        {QUADRANTS.map((q) => (
          <div key={q.key} className={cn("rounded-xl border p-4", q.tone)} data-testid={`pace-${q.key}`}>
            <p className="text-3xl font-bold text-slate-900">{pace.counts[q.key]}</p>
            <p className="font-semibold text-slate-900">{t(q.words)}</p>
            <p className="text-sm text-slate-700">{t(`${q.words}Note`)}</p>
          </div>
        ))}
      </div>
      <CarelessList pace={pace} language={language} />
      {pace.sections.length > 0 ? <PaceSectionBars sections={pace.sections} /> : null}
    </div>
  );
}

function CarelessList({ pace, language }: { pace: AnswerPace; language: Language }) {
  const t = useT(resultsMessages);
  const contentName = useContentName();
  if (pace.careless.length === 0) {
    return <p className="text-slate-700">{t("noCareless")}</p>;
  }
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">
        {t("carelessErrors", { count: pace.careless.length })}
      </h3>
      <ul className="space-y-2" data-testid="careless-list">
        {pace.careless.map((c) => {
          const words = inLanguage({ question: c.question, yourAnswer: c.yourAnswer }, c.hi, language);
          return (
            <li key={c.questionId}>
              <Card className="p-4">
                <p className="text-sm text-slate-600">
                  {t("carelessContext", {
                    number: c.number,
                    subject: contentName(c.subject),
                    topic: contentName(c.topic),
                  })}
                </p>
                <span lang={words.lang}>
                  <MathText text={words.question} className="mt-1 line-clamp-3 block text-slate-900" />
                </span>
                <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  <span>
                    {t("yourAnswerColon")}{" "}
                    <MathText text={words.yourAnswer} className="font-semibold text-slate-900" />
                  </span>
                  <span>
                    {t("timeColon")}{" "}
                    <span className="font-semibold text-slate-900">{formatSeconds(c.seconds)}</span>
                  </span>
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
