import { and, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { stimuli } from "~/server/db/schema";
import { type BankOwner, usableBy } from "~/server/institutes/bank-owner";
import type { CsvIssue } from "~/shared/contract/admin";
import type { ExamType } from "~/shared/contract/common";

const ID = /^\d{1,9}$/;

/**
 * The stimuli a CSV's rows name, each by its id (as the Passages & figures tab shows it) or its slug
 * (a seeded one's key): answers the id of each name, and an error naming the line and the value for
 * a name no passage, table or figure has, or one of another exam than the quiz's.
 */
export async function resolveCsvStimuli(
  db: DbOrTx,
  refs: readonly { line: number; ref: string }[],
  examType: ExamType,
  owner: BankOwner = null,
): Promise<{ ids: Map<string, number>; errors: CsvIssue[] }> {
  const ids = new Map<string, number>();
  const errors: CsvIssue[] = [];
  if (refs.length === 0) return { ids, errors };
  const names = [...new Set(refs.map((r) => r.ref))];
  const numbers = names.filter((n) => ID.test(n)).map(Number);
  const rows = await db
    .select({ id: stimuli.id, slug: stimuli.slug, examType: stimuli.examType })
    .from(stimuli)
    .where(
      and(
        or(inArray(stimuli.slug, names), numbers.length ? inArray(stimuli.id, numbers) : undefined),
        usableBy(stimuli.instituteId, owner),
      ),
    );
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.slug) byName.set(row.slug, row);
    byName.set(String(row.id), row);
  }
  for (const { line, ref } of refs) {
    const found = byName.get(ID.test(ref) ? String(Number(ref)) : ref);
    if (!found) {
      errors.push({
        line,
        field: "stimulus",
        message: `stimulus: no passage, table or figure has the id or slug "${ref}"`,
      });
    } else if (found.examType !== examType) {
      errors.push({
        line,
        field: "stimulus",
        message: `stimulus: "${ref}" belongs to another exam than the quiz's`,
      });
    } else {
      ids.set(ref, found.id);
    }
  }
  return { ids, errors };
}
