import type { GlossaryEntry } from "./types";

/** Terms added with the neet-paper-1 questions. */
export const neetPaper1Terms: GlossaryEntry[] = [];
