import { sql } from "drizzle-orm";
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
  const questionRows = await db
    .select({
      id: questions.id,
      text: questions.text,
      options: questions.options,
      explanation: questions.explanation,
      textHi: questions.textHi,
      optionsHi: questions.optionsHi,
      explanationHi: questions.explanationHi,
      structure: questions.structure,
      mathHtml: questions.mathHtml,
    })
    .from(questions);
  const questionUpdates = questionRows.flatMap(({ id, mathHtml, ...texts }) =>
    isQuestionHtmlCurrent({ ...texts, mathHtml }) ? [] : [{ id, html: cachedQuestionHtml(texts) }],
  );
  const stimulusRows = await db
    .select({ id: stimuli.id, body: stimuli.body, bodyHi: stimuli.bodyHi, mathHtml: stimuli.mathHtml })
    .from(stimuli);
  const stimulusUpdates = stimulusRows.flatMap(({ id, mathHtml, ...texts }) =>
    isStimulusHtmlCurrent({ ...texts, mathHtml }) ? [] : [{ id, html: cachedStimulusHtml(texts) }],
  );
  // one statement per table, however many rows: a first start renders every question
  if (questionUpdates.length > 0) {
    await db.execute(sql`update ${questions} set math_html = v.html
      from jsonb_to_recordset(${JSON.stringify(questionUpdates)}::jsonb) as v(id int, html jsonb)
      where ${questions.id} = v.id`);
  }
  if (stimulusUpdates.length > 0) {
    await db.execute(sql`update ${stimuli} set math_html = v.html
      from jsonb_to_recordset(${JSON.stringify(stimulusUpdates)}::jsonb) as v(id int, html jsonb)
      where ${stimuli.id} = v.id`);
  }
  return questionUpdates.length + stimulusUpdates.length;
}
