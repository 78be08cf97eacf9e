/**
 * A live test's merit list (the organiser's full list, product.md section 13): every candidate with
 * marks, marks per section, rank and NTA percentile, highest marks first.
 *
 * Rules:
 *  - Order: marks, highest first; equal marks keep the order given (the caller's tie-break).
 *  - Rank and percentile are liveStanding's for every candidate (1 + strictly higher marks, ties
 *    share; 100 x candidates at or below / cohort), worked out in one sweep of the sorted marks, so
 *    a cohort the size of an exam shift ranks in linear time after the sort.
 *  - Sections: the paper's listed sections in order, then "Other" when a question of the paper is
 *    filed under none; a section's marks are the unrounded sum of its questions' marks, rounded to
 *    2 decimals once (as src/domain/section-results.ts does).
 */
import { roundMarks } from "./marking";
import { ntaPercentile, SAME_MARKS } from "./percentile";
import { rankAfter } from "./ranks";
import { OTHER_SECTION } from "./sections";

/** Candidates ranked: highest marks first, each with its rank and NTA percentile among all of them. */
export function rankMeritList<T extends { marks: number }>(
  candidates: readonly T[],
): (T & { rank: number; percentile: number })[] {
  const sorted = candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => b.candidate.marks - a.candidate.marks || a.index - b.index)
    .map((entry) => entry.candidate);
  const n = sorted.length;
  let higher = 0;
  return sorted.map((candidate) => {
    // sorted[higher] is the first candidate not strictly above this one
    while (higher < n && (sorted[higher] as T).marks > candidate.marks + SAME_MARKS) higher++;
    return { ...candidate, rank: rankAfter(higher), percentile: ntaPercentile(n - higher, n) };
  });
}

/** The merit list's section columns: the listed sections, then "Other" if a question falls in none. */
export function meritSectionNames(
  listed: readonly { name: string }[] | null | undefined,
  questionSections: readonly (string | null)[],
): string[] {
  if (!listed || listed.length === 0) return [];
  const names = listed.map((s) => s.name);
  const unlisted = questionSections.some((s) => s === null || !names.includes(s));
  return unlisted ? [...names, OTHER_SECTION] : names;
}

/** One candidate's marks per section column (0 where they earned none), rounded once. */
export function sectionMarks(
  sectionNames: readonly string[],
  answers: readonly { section: string | null; marks: number }[],
): { name: string; marks: number }[] {
  if (sectionNames.length === 0) return [];
  const sums = new Map(sectionNames.map((name) => [name, 0]));
  for (const answer of answers) {
    const name = answer.section !== null && sums.has(answer.section) ? answer.section : OTHER_SECTION;
    sums.set(name, (sums.get(name) ?? 0) + answer.marks);
  }
  return sectionNames.map((name) => ({ name, marks: roundMarks(sums.get(name) ?? 0) }));
}
