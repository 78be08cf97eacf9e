import type { QuizDetail, QuizQuestion } from "@shared/contract/quizzes";
import { memo } from "react";
import { MathHtml } from "@/components/math-html";
import { AsOfNote } from "@/components/question-notes/as-of-note";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { type Language, localised } from "@/lib/question-language";
import { OPTION_LETTERS } from "../hall/question-view";
import { stimulusOf } from "../hall/stimulus-of";
import type { AttemptSection } from "../hall/use-attempt-questions";
import { WithStimulus } from "../hall/with-stimulus";
import { omrMessages } from "./omr-messages";
import { useBookletMeasured } from "./use-booklet-measured";

/** The id of a question's place in the booklet (the sheet's row numbers scroll to it). */
export const bookletQuestionId = (questionId: number) => `omr-question-${questionId}`;

type Run = { stimulusId: number | null; questions: QuizQuestion[] };

/** Consecutive questions sharing a passage, table or figure: the booklet prints it once beside them. */
function runsOf(questions: readonly QuizQuestion[]): Run[] {
  const runs: Run[] = [];
  for (const q of questions) {
    const stimulusId = q.stimulusId ?? null;
    const last = runs[runs.length - 1];
    if (last && stimulusId !== null && last.stimulusId === stimulusId) last.questions.push(q);
    else runs.push({ stimulusId, questions: [q] });
  }
  return runs;
}

const BookletQuestion = memo(function BookletQuestion({
  question,
  number,
  language,
}: {
  question: QuizQuestion;
  number: number;
  language: Language;
}) {
  const t = useT(omrMessages);
  const text = localised(question, language);
  const noHindi = language === "hi" && !question.hi;
  return (
    <article
      id={bookletQuestionId(question.id)}
      data-question-id={question.id}
      data-testid="booklet-question"
      aria-labelledby={`${bookletQuestionId(question.id)}-text`}
      // once measured, the questions far from the screen are neither laid out nor painted (each
      // counts at its remembered height): the 180-question paper scrolls without long tasks
      className="scroll-mt-24 border-b border-slate-200 py-5 [contain-intrinsic-size:auto_12rem] last:border-b-0 group-data-measured/booklet:[content-visibility:auto]"
      lang={text.lang}
    >
      <div className="flex gap-3">
        <span className="w-8 shrink-0 text-right font-semibold tabular-nums text-slate-900">{number}.</span>
        <div className="min-w-0 flex-1">
          {noHindi ? (
            <p className="mb-1 text-xs text-amber-900">
              <span lang="hi">हिन्दी में उपलब्ध नहीं</span> · {t("notInHindi")}
            </p>
          ) : null}
          <p id={`${bookletQuestionId(question.id)}-text`} className="leading-relaxed text-slate-900">
            <span className="sr-only">{t("questionNSr", { n: number })}</span>
            <MathHtml html={text.question} className="whitespace-pre-line" />
          </p>
          <AsOfNote asOf={question.asOf} />
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2 sm:gap-x-6">
            {text.options.map((option, index) => (
              // options are fixed text in a printed booklet: their position is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: the option list never reorders
              <li key={index} className="flex gap-2 text-slate-900">
                <span className="font-semibold">({OPTION_LETTERS[index] ?? index + 1})</span>
                <MathHtml html={option} />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
});

/**
 * The question booklet: every question in paper order under its section's heading, printed as a
 * booklet is (no answering here: answers go on the sheet). A shared passage, table or figure is
 * printed once beside its set of questions. Memoised: the clock's ticks and the sheet's bubbles
 * do not re-render the paper. Jumps to a question go through scrollToQuestion, which corrects for
 * the heights of the questions it does not lay out.
 */
export const OmrBooklet = memo(function OmrBooklet({
  quiz,
  questions,
  sections,
  positionOf,
  language,
  revealed,
}: {
  quiz: Pick<QuizDetail, "stimuli">;
  questions: QuizQuestion[];
  sections: AttemptSection[] | null;
  positionOf: ReadonlyMap<number, number>;
  language: Language;
  /** how many questions, in paper order, are on the page yet (use-booklet-reveal.ts) */
  revealed: number;
}) {
  const t = useT(omrMessages);
  const contentName = useContentName();
  const measured = useBookletMeasured(questions, language, revealed >= questions.length);
  const byId = new Map(questions.filter((q) => (positionOf.get(q.id) ?? 0) < revealed).map((q) => [q.id, q]));
  const parts = (
    sections
      ? sections.map((s) => ({
          name: s.name as string | null,
          questions: s.questionIds.flatMap((id) => byId.get(id) ?? []),
        }))
      : [{ name: null, questions: [...byId.values()] }]
  ).filter((part, i) => i === 0 || part.questions.length > 0);
  return (
    <div data-testid="omr-booklet" data-measured={measured || undefined} className="group/booklet">
      {parts.map((part) => (
        <section
          key={part.name ?? "paper"}
          aria-label={part.name ? contentName(part.name) : t("questions")}
          className="mb-4 rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
        >
          {part.name ? (
            <h2 className="border-b-2 border-slate-900 pb-2 pt-4 text-center text-base font-bold uppercase tracking-wide text-slate-900">
              {contentName(part.name)}
            </h2>
          ) : null}
          {runsOf(part.questions).map((run) => (
            <WithStimulus
              key={run.questions[0]?.id}
              stimulus={stimulusOf(quiz, { stimulusId: run.stimulusId })}
              language={language}
            >
              {run.questions.map((q) => (
                <BookletQuestion
                  key={q.id}
                  question={q}
                  number={(positionOf.get(q.id) ?? 0) + 1}
                  language={language}
                />
              ))}
            </WithStimulus>
          ))}
        </section>
      ))}
      {/* room to scroll even the last question up to the reading line (use-question-in-view.ts),
          however short it is and however tall the screen: a jump to it marks its row */}
      <p className="flex min-h-[calc(100vh-10rem)] items-start justify-center pt-6 text-sm font-medium uppercase tracking-wide text-slate-500">
        {t("endOfBooklet")}
      </p>
    </div>
  );
});
