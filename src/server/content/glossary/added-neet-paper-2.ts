import type { GlossaryEntry } from "./types";

/** Terms added with the neet-paper-2 questions. */
export const neetPaper2Terms: GlossaryEntry[] = [];
