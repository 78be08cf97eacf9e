import type { GlossaryEntry } from "./types";

/** Terms added with the upsc-general-studies questions. */
export const upscGeneralStudiesTerms: GlossaryEntry[] = [];
