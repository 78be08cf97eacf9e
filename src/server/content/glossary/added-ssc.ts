import type { GlossaryEntry } from "./types";

/** Terms added with the ssc questions. */
export const sscTerms: GlossaryEntry[] = [];
