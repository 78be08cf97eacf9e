import type { StimulusKind } from "@shared/contract/common";
import type { AdminStimulus } from "@shared/contract/stimuli";

export const KIND_LABELS: Record<StimulusKind, string> = {
  passage: "Passage",
  table: "Table",
  figure: "Figure",
};

/** What names a stimulus in a list: its title, else the start of its text or alt text. */
export function stimulusName(s: Pick<AdminStimulus, "title" | "body" | "imageAlt">): string {
  const text = s.title || s.body.replace(/\s+/g, " ") || s.imageAlt || "Untitled";
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}
