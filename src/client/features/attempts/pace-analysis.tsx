import type { AnswerPace } from "@shared/contract/answer-pace";
import { MathText } from "@/components/math-text";
import { Card } from "@/components/ui/card";
import { formatSeconds, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import { PaceSectionBars } from "./pace-section-bars";
import { useAttemptPace } from "./use-attempt-pace";

const QUADRANTS = [
  {
    key: "fast-correct",
    title: "Fast and correct",
    note: "Secure: keep these quick",
    tone: "border-emerald-300 bg-emerald-50",
  },
  {
    key: "slow-correct",
    title: "Slow but correct",
    note: "Known, not yet quick: drill for speed",
    tone: "border-sky-300 bg-sky-50",
  },
  {
    key: "fast-wrong",
    title: "Fast and wrong",
    note: "Careless: slow down and re-read",
    tone: "border-amber-300 bg-amber-50",
  },
  {
    key: "slow-wrong",
    title: "Slow and wrong",
    note: "A gap: revise the topic",
    tone: "border-rose-300 bg-rose-50",
  },
] as const;

/** The result page's pace analysis: a 2x2 summary, the careless errors, and time per section. */
export function PaceAnalysis({ attemptId }: { attemptId: number }) {
  const pace = useAttemptPace(attemptId);
  if (!pace.data) return null;
  return (
    <section aria-labelledby="pace-title" className="space-y-3" data-testid="pace-analysis">
      <h2 id="pace-title" className="text-xl font-semibold text-slate-900">
        What went wrong
      </h2>
      <PaceBody pace={pace.data} />
    </section>
  );
}

function PaceBody({ pace }: { pace: AnswerPace }) {
  if (!pace.timed) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
        This attempt has no recorded time per question (it was taken before times were recorded), so its
        answers cannot be sorted into fast and slow.
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        Fast means at most {formatSeconds(pace.paceSeconds)} on a question: the paper's pace (
        {pace.basis === "official"
          ? "the official exam's time per question"
          : "this quiz's time limit per question"}
        ).{" "}
        {pace.counts.skipped > 0 ? `${plural(pace.counts.skipped, "skipped question")} not counted.` : null}
        {pace.counts.untimed > 0 ? ` ${plural(pace.counts.untimed, "answer")} had no recorded time.` : null}
      </p>
      <div className="grid grid-cols-2 gap-3" data-testid="pace-grid">
        {QUADRANTS.map((q) => (
          <div key={q.key} className={cn("rounded-xl border p-4", q.tone)} data-testid={`pace-${q.key}`}>
            <p className="text-3xl font-bold text-slate-900">{pace.counts[q.key]}</p>
            <p className="font-semibold text-slate-900">{q.title}</p>
            <p className="text-sm text-slate-700">{q.note}</p>
          </div>
        ))}
      </div>
      <CarelessList pace={pace} />
      {pace.sections.length > 0 ? <PaceSectionBars sections={pace.sections} /> : null}
    </div>
  );
}

function CarelessList({ pace }: { pace: AnswerPace }) {
  if (pace.careless.length === 0) {
    return (
      <p className="text-slate-700">No careless errors: every wrong answer took longer than the pace.</p>
    );
  }
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">Careless errors ({pace.careless.length})</h3>
      <ul className="space-y-2" data-testid="careless-list">
        {pace.careless.map((c) => (
          <li key={c.questionId}>
            <Card className="p-4">
              <p className="text-sm text-slate-600">
                Question {c.number} · {c.subject} · {c.topic}
              </p>
              <MathText text={c.question} className="mt-1 line-clamp-3 block text-slate-900" />
              <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
                <span>
                  Your answer: <MathText text={c.yourAnswer} className="font-semibold text-slate-900" />
                </span>
                <span>
                  Time: <span className="font-semibold text-slate-900">{formatSeconds(c.seconds)}</span>
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
