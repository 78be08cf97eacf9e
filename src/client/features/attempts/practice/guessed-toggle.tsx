import { useState } from "react";
import { useT } from "@/i18n/use-t";
import { guessedOf, setGuessed } from "../answer-sheet/guessed-marks";
import { hallMessages } from "../hall/hall-messages";

/** "I guessed" on a practice question: the question comes back as a review card even if the guess was right. */
export function GuessedToggle({ attemptId, questionId }: { attemptId: number; questionId: number }) {
  const t = useT(hallMessages);
  const [guessed, setGuessedState] = useState(() => guessedOf(attemptId));
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={guessed.includes(questionId)}
        onChange={(e) => setGuessedState(setGuessed(attemptId, questionId, e.target.checked))}
      />
      {t("iGuessed")}
    </label>
  );
}
