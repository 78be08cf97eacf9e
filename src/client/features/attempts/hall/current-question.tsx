import type { AnswerValue } from "@shared/contract/attempts";
import { HindiMissingNotice } from "./language-switch";
import { WithStimulus } from "./lazy-stimulus";
import { QuestionView } from "./question-view";
import { opensStimulusSet, stimulusOf } from "./stimulus-of";
import { useCurrent, useHallLanguage, useIsReadOnly, usePaper } from "./use-attempt";

/**
 * The question on screen with its passage, in the hall's language, showing `answer` (the hall's
 * own: NTA's unsaved selection, TCS's instant choice, or the sheet's). `deselectable`: a second tap
 * on the chosen option empties it (NTA).
 */
export function CurrentQuestion({
  answer,
  onAnswer,
  deselectable = false,
}: {
  answer: AnswerValue | undefined;
  onAnswer: (value: AnswerValue | null) => void;
  deselectable?: boolean;
}) {
  const { quiz, questions } = usePaper();
  const { index, current } = useCurrent();
  const language = useHallLanguage();
  const isReadOnly = useIsReadOnly();
  return (
    <>
      {language === "hi" && !current.hi ? <HindiMissingNotice /> : null}
      <WithStimulus
        key={current.id}
        stimulus={stimulusOf(quiz, current)}
        language={language}
        defaultOpen={opensStimulusSet(questions, index)}
      >
        <QuestionView
          key={current.id}
          question={current}
          number={index + 1}
          language={language}
          answer={answer}
          readOnly={isReadOnly}
          deselectable={deselectable}
          onAnswer={onAnswer}
        />
      </WithStimulus>
    </>
  );
}
