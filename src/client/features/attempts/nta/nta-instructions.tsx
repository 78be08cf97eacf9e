import type { PaperCover } from "@shared/contract/quizzes";
import { useT } from "@/i18n/use-t";
import { useQuizText } from "@/lib/content-language";
import { formatMarks } from "@/lib/format";
import { DeclarationStart } from "../hall/declaration-start";
import { hallMessages } from "../hall/hall-messages";
import { QuizFrame } from "../hall/quiz-frame";
import { ntaInstructionsMessages } from "./nta-instructions-messages";
import { NtaPaletteLegend } from "./nta-palette-legend";

/**
 * NTA's instructions page, read before the hall opens: the general instructions, the palette's
 * symbols, how to move and answer, then the declaration and "I am ready to begin" (enabled only
 * once the declaration is ticked). Nothing has started yet: the attempt, its clock and its deadline
 * start when the candidate clicks "I am ready to begin".
 */
export function NtaInstructions({
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
  const t = useT(hallMessages);
  const ti = useT(ntaInstructionsMessages);
  const quizText = useQuizText();
  const hasNumerical = cover.questionTypes.includes("numerical");
  const hasMultiple = cover.questionTypes.includes("multiple");
  return (
    <QuizFrame title={quizText.title(cover)} examType={examLabel} wide>
      <article
        data-testid="paper-cover"
        className="mx-auto max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
      >
        <h2 className="text-center text-xl font-bold text-slate-900">{ti("instrTitle")}</h2>
        <p className="mt-1 text-center text-sm font-semibold text-slate-700">{ti("instrReadCarefully")}</p>
        <ol className="mt-6 list-decimal space-y-3 pl-5 text-sm leading-relaxed text-slate-900">
          <li>{ti("instrDuration", { minutes: cover.timeLimit })}</li>
          <li>
            {ti("instrClock")} <strong>{ti("instrClockStarts", { minutes: cover.timeLimit })}</strong>
          </li>
          <li>
            {ti("instrPaletteBefore")} <em>{t("questionPaletteButton")}</em> {ti("instrPaletteAfter")}
            <NtaPaletteLegend withMeaning className="mt-3" />
          </li>
          <li>{ti("instrMarked")}</li>
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">{ti("instrNavigating")}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-900" start={5}>
          <li>
            {ti("instrPaletteClick")} <strong>{ti("instrPaletteNoSave")}</strong>
          </li>
          <li>{ti("instrSaveNext")}</li>
          <li>{ti("instrMarkNext")}</li>
          <li>{ti("instrBackNext")}</li>
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">{ti("instrAnswering")}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-900" start={9}>
          <li>
            {ti("instrChoice")} <strong>{ti("instrMustSave")}</strong>
            {hasMultiple ? ` ${ti("instrMultiple")}` : ""}
          </li>
          {hasNumerical ? <li>{ti("instrNumerical")}</li> : null}
          <li>{ti("instrChange")}</li>
          <li>{ti("instrSubjects")}</li>
          <li>
            {ti("instrMarking", {
              correct: formatMarks(cover.marking.correct, { signed: true }),
              wrong: formatMarks(cover.marking.wrong, { signed: true }),
            })}
          </li>
        </ol>
        <DeclarationStart
          className="mt-8"
          labelClassName="text-sm text-slate-900"
          checkboxClassName="accent-blue-700"
          declaration={ti("instrDeclaration")}
          startLabel={ti("instrReady")}
          isStarting={isStarting}
          onStart={onReady}
        />
      </article>
    </QuizFrame>
  );
}
