import type { StimulusKind } from "@shared/contract/common";
import type { AdminStimulus } from "@shared/contract/stimuli";
import english from "@/i18n/locales/en/admin-stimuli.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The Passages & figures tab's words, and the stimulus picker's (locales/<language>/admin-stimuli.json). */
export const adminStimuliMessages = defineAdminCatalogue("admin-stimuli", english);

/** Each kind's name: "Passage", "Table", "Figure". */
export const KIND_KEYS = {
  passage: "kindPassage",
  table: "kindTable",
  figure: "kindFigure",
} as const satisfies Record<StimulusKind, keyof typeof english>;

/** The toast once one is saved: "Passage saved" (in Hindi the verb follows the kind's gender). */
export const SAVED_KEYS = {
  passage: "savedPassage",
  table: "savedTable",
  figure: "savedFigure",
} as const satisfies Record<StimulusKind, keyof typeof english>;

/**
 * What names a stimulus in a list: its title, else the start of its text or alt text, else `untitled`
 * (the catalogue's "Untitled", in the interface language).
 */
export function stimulusNameOr(
  s: Pick<AdminStimulus, "title" | "body" | "imageAlt">,
  untitled: string,
): string {
  const text = s.title || s.body.replace(/\s+/g, " ") || s.imageAlt || untitled;
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}
