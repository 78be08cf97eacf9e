import type { PaperCover } from "@shared/contract/quizzes";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useContentName, useQuizText } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { formatNumber } from "@/lib/indian-formats";
import { QuizFrame } from "../hall/quiz-frame";
import { omrCoverMessages } from "./omr-cover-messages";

/** The maximum marks when every question carries the same marks, else null (the cover then omits it). */
const uniformMaximum = (cover: PaperCover) =>
  cover.marking.bySection || cover.marking.byType ? null : cover.totalQuestions * cover.marking.correct;

/**
 * The OMR test booklet's cover (NEET, UPSC prelims), as a printed booklet's: the paper's name, its
 * questions, duration and marking, and the important instructions a NEET booklet prints on its
 * cover, adapted to the screen. Nothing runs until Start: then the attempt, its clock and its
 * deadline begin.
 */
export function OmrCover({
  cover,
  examLabel,
  isStarting,
  onStart,
}: {
  cover: PaperCover;
  examLabel: string;
  isStarting: boolean;
  onStart: () => void;
}) {
  const t = useT(omrCoverMessages);
  const quizText = useQuizText();
  const contentName = useContentName();
  const maximum = uniformMaximum(cover);
  const marks = {
    correct: formatMarks(cover.marking.correct, { signed: true }),
    wrong: formatMarks(cover.marking.wrong, { signed: true }),
  };
  const facts: [string, string][] = [
    [t("questions"), formatNumber(cover.totalQuestions)],
    [t("duration"), t("minutes", { minutes: cover.timeLimit })],
    ...(maximum === null ? [] : [[t("maxMarks"), formatNumber(maximum)] as [string, string]]),
    [t("markingLabel"), t("markingValue", marks)],
  ];
  return (
    <QuizFrame title={quizText.title(cover)} examType={examLabel}>
      <article
        data-testid="paper-cover"
        className="mx-auto max-w-2xl border-2 border-slate-800 bg-[#fdfcf7] p-4 font-serif text-slate-900 shadow-sm sm:p-8"
      >
        <p className="text-center text-xs font-semibold tracking-widest uppercase">{examLabel}</p>
        <h2 className="mt-1 text-center text-2xl font-bold">{t("booklet")}</h2>
        <p className="mt-2 text-center text-lg font-semibold">{quizText.title(cover)}</p>
        <p className="mt-2 border-y border-slate-800 py-1 text-center text-sm font-bold">{t("doNotOpen")}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="border border-slate-400 p-2 text-center">
              <dt className="text-xs text-slate-700">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-bold underline">{t("important")}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed">
          <li>{t("answerSheet")}</li>
          <li>
            {t("paperShape", { minutes: cover.timeLimit, questions: formatNumber(cover.totalQuestions) })}
            {cover.sections && cover.sections.length > 0
              ? ` ${t("paperSections", { names: cover.sections.map((s) => contentName(s.name)).join(", ") })}`
              : ""}
          </li>
          <li>{t("marking", marks)}</li>
          <li>{t("bubbles")}</li>
          <li>
            <strong>{t("clock")}</strong>
          </li>
          <li>{t("handIn")}</li>
        </ol>
        <div className="mt-6 flex justify-center">
          <Button data-testid="paper-start" size="lg" disabled={isStarting} onClick={onStart}>
            {isStarting ? t("starting") : t("start")}
          </Button>
        </div>
      </article>
    </QuizFrame>
  );
}
