import type { GlossaryEntry } from "./types";

/** Terms added with the jee questions. */
export const jeeTerms: GlossaryEntry[] = [];
