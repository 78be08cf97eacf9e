import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { images, stimuli } from "~/server/db/schema";
import { stimulusHtmlOf } from "~/server/math/rendered-math";
import type { Stimulus } from "~/shared/contract/quizzes";
import { imageUrl } from "~/shared/contract/stimuli";

/**
 * The passages, tables and figures the given questions share, in the order the questions first
 * refer to them, as the quiz page and the result review show them.
 */
export async function findStimuliOf(
  db: DbOrTx,
  questionRows: readonly { stimulusId: number | null }[],
): Promise<Stimulus[]> {
  const ids = [...new Set(questionRows.flatMap((q) => (q.stimulusId === null ? [] : [q.stimulusId])))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      stimulus: stimuli,
      image: { id: images.id, width: images.width, height: images.height },
    })
    .from(stimuli)
    .leftJoin(images, eq(images.id, stimuli.imageId))
    .where(inArray(stimuli.id, ids));
  const byId = new Map(rows.map((r) => [r.stimulus.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { stimulus: s, image } = row;
    // a passage or table is in Hindi when its text is; a figure when its title is
    const hasHindi = s.bodyHi !== null || (s.kind === "figure" && s.titleHi !== null);
    const html = stimulusHtmlOf(s);
    return [
      {
        id: s.id,
        kind: s.kind,
        title: s.title,
        body: s.body,
        ...(hasHindi ? { hi: { title: s.titleHi ?? s.title, body: s.bodyHi ?? s.body } } : {}),
        html: { body: html.body, ...(hasHindi ? { hi: html.bodyHi ?? html.body } : {}) },
        image: image
          ? { url: imageUrl(image.id), alt: s.imageAlt ?? "", width: image.width, height: image.height }
          : null,
      },
    ];
  });
}
