import type { Stimulus } from "@shared/contract/quizzes";
import type { ReactNode } from "react";
import { StimulusPanel } from "@/components/stimulus/stimulus-panel";
import type { Language } from "@/lib/question-language";
/**
 * A question beside the passage, table or figure it shares: from lg up side by side, the stimulus
 * in its own scrolling column that stays in view while the question column moves; on a phone the
 * stimulus sits above the question and folds away (open by default on the first question of its
 * set). Without a stimulus, the question alone.
 */
export function WithStimulus({
  stimulus,
  language,
  defaultOpen = true,
  children,
}: {
  stimulus: Stimulus | null;
  language: Language;
  /** on a phone, whether the stimulus starts unfolded (see opensStimulusSet) */
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  if (!stimulus) return <>{children}</>;
  return (
    <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6" data-testid="with-stimulus">
      <StimulusPanel
        stimulus={stimulus}
        language={language}
        defaultOpen={defaultOpen}
        scrolls
        className="mb-4 lg:sticky lg:top-20 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
      />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
