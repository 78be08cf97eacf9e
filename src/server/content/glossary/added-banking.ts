import type { GlossaryEntry } from "./types";

/** Terms added with the banking questions. */
export const bankingTerms: GlossaryEntry[] = [];
