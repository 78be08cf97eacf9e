import type { GlossaryEntry } from "./types";

/** Terms added with the upsc-csat questions. */
export const upscCsatTerms: GlossaryEntry[] = [];
