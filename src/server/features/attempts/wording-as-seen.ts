import { and, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { questionVersions } from "~/server/db/schema";

type Wording = {
  id: number;
  text: string;
  options: string[];
  explanation: string;
  textHi: string | null;
  optionsHi: string[] | null;
  explanationHi: string | null;
  /** the current parts; an older wording takes its own (null: it was prose, or kept before parts were) */
  structure?: unknown;
};

/**
 * The questions as the attempt showed them: a question whose wording was edited since the attempt
 * (its answer's version is in question_versions, which keeps every superseded wording) takes that
 * version's text, options, explanation, Hindi and parts; its key stays the current one, since key
 * corrections re-score every attempt.
 */
export async function wordingAsSeen<Q extends Wording>(
  db: DbOrTx,
  questionRows: readonly Q[],
  shownVersions: readonly { questionId: number; questionVersion: number }[],
): Promise<Q[]> {
  const pairs = shownVersions.map((v) =>
    and(eq(questionVersions.questionId, v.questionId), eq(questionVersions.version, v.questionVersion)),
  );
  if (pairs.length === 0) return [...questionRows];
  const old = await db
    .select()
    .from(questionVersions)
    .where(
      and(
        inArray(
          questionVersions.questionId,
          shownVersions.map((v) => v.questionId),
        ),
        or(...pairs),
      ),
    );
  if (old.length === 0) return [...questionRows];
  const byId = new Map(old.map((v) => [v.questionId, v]));
  return questionRows.map((q) => {
    const v = byId.get(q.id);
    if (!v) return q;
    return {
      ...q,
      text: v.text,
      options: v.options,
      explanation: v.explanation,
      textHi: v.textHi,
      optionsHi: v.optionsHi,
      explanationHi: v.explanationHi,
      ...("structure" in q ? { structure: v.structure ?? null } : {}),
    };
  });
}
