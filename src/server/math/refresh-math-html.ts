import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { questions, stimuli } from "~/server/db/schema";
import {
  cachedQuestionHtml,
  cachedStimulusHtml,
  isQuestionHtmlCurrent,
  isStimulusHtmlCurrent,
} from "./rendered-math";

/**
 * Typesets every question and stimulus whose cached HTML is missing or no longer matches its texts
 * (rows from before the cache, seeded rows, a KaTeX upgrade). Run with the seeding at start-up;
 * answers how many rows it rendered.
 */
export async function refreshMathHtml(db: DbOrTx): Promise<number> {
  let rendered = 0;
  const questionRows = await db
    .select({
      id: questions.id,
      text: questions.text,
      options: questions.options,
      explanation: questions.explanation,
      textHi: questions.textHi,
      optionsHi: questions.optionsHi,
      explanationHi: questions.explanationHi,
      mathHtml: questions.mathHtml,
    })
    .from(questions);
  for (const { id, mathHtml, ...texts } of questionRows) {
    if (isQuestionHtmlCurrent({ ...texts, mathHtml })) continue;
    await db
      .update(questions)
      .set({ mathHtml: cachedQuestionHtml(texts) })
      .where(eq(questions.id, id));
    rendered++;
  }
  const stimulusRows = await db
    .select({ id: stimuli.id, body: stimuli.body, bodyHi: stimuli.bodyHi, mathHtml: stimuli.mathHtml })
    .from(stimuli);
  for (const { id, mathHtml, ...texts } of stimulusRows) {
    if (isStimulusHtmlCurrent({ ...texts, mathHtml })) continue;
    await db
      .update(stimuli)
      .set({ mathHtml: cachedStimulusHtml(texts) })
      .where(eq(stimuli.id, id));
    rendered++;
  }
  return rendered;
}
