import type { PaperCover } from "@shared/contract/quizzes";
import { useT } from "@/i18n/use-t";
import { useContentName, useQuizText } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { DeclarationStart } from "../hall/declaration-start";
import { QuizFrame } from "../hall/quiz-frame";
import { tcsInstructionsMessages } from "./tcs-instructions-messages";

/**
 * The instructions page of the TCS iON / IBPS interface (SSC, Banking), read before the clock
 * starts: the general instructions, the sections (and their own time limits, where the paper has
 * them), how to move and answer, the marking, then the declaration and "I am ready to begin"
 * (enabled once it is ticked). The attempt starts only when that button is clicked.
 */
export function TcsInstructions({
  cover,
  examLabel,
  isStarting,
  onReady,
}: {
  cover: PaperCover;
  examLabel: string;
  isStarting: boolean;
  onReady: () => void;
}) {
  const t = useT(tcsInstructionsMessages);
  const quizText = useQuizText();
  const contentName = useContentName();
  const sections = cover.sections ?? [];
  const hasSectionTimes = sections.some((s) => s.timeLimitMinutes !== undefined);
  return (
    <QuizFrame title={quizText.title(cover)} examType={examLabel} wide>
      <article
        data-testid="paper-cover"
        className="mx-auto max-w-4xl rounded-lg border border-slate-300 bg-white shadow-sm"
      >
        <header className="rounded-t-lg bg-sky-800 px-4 py-3 text-white sm:px-8">
          <h2 className="text-lg font-bold">{t("title")}</h2>
          <p className="text-sm">{t("readCarefully")}</p>
        </header>
        <div className="p-4 text-sm leading-relaxed text-slate-900 sm:p-8">
          <h3 className="font-semibold underline">{t("general")}</h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5">
            <li>{t("duration", { minutes: cover.timeLimit })}</li>
            <li>
              {t("clock")} <strong>{t("clockStarts")}</strong>
            </li>
            {sections.length > 0 ? (
              <li>
                {t("sections", {
                  count: sections.length,
                  names: sections
                    .map((s) =>
                      s.timeLimitMinutes === undefined
                        ? contentName(s.name)
                        : `${contentName(s.name)} (${s.timeLimitMinutes})`,
                    )
                    .join(", "),
                })}
              </li>
            ) : null}
            {hasSectionTimes ? <li>{t("sectionTimes")}</li> : null}
            <li>{t("palette")}</li>
            <li>{t("markedEvaluated")}</li>
          </ol>
          <h3 className="mt-5 font-semibold underline">{t("navigating")}</h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5">
            <li>{t("paletteClick")}</li>
            <li>{t("saveNext")}</li>
            <li>{t("markNext")}</li>
          </ol>
          <h3 className="mt-5 font-semibold underline">{t("answering")}</h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5">
            <li>{t("choose")}</li>
            <li>{t("language")}</li>
            <li>
              {t("marking", {
                correct: formatMarks(cover.marking.correct, { signed: true }),
                wrong: formatMarks(cover.marking.wrong, { signed: true }),
              })}
            </li>
          </ol>
          <DeclarationStart
            className="mt-6"
            checkboxClassName="accent-sky-800"
            declaration={t("declaration")}
            startLabel={isStarting ? t("starting") : t("ready")}
            isStarting={isStarting}
            onStart={onReady}
          />
        </div>
      </article>
    </QuizFrame>
  );
}
