/**
 * A paper's marking as an admin writes it: marks for the whole paper, then rules for a question type,
 * a section, or a type within a section (src/domain/marking.ts, MarkingScheme; the most specific
 * applies, a section's rule before a type's). `schemeFromRules` and `rulesFromScheme` turn one into
 * the other so that a scheme read back into rules and saved again marks every question the same.
 *
 * A section given only rules for some types keeps the paper's type rules for its other types: its
 * own marks are the paper's, and the paper's type rules are copied into it (marksOf would otherwise
 * let the section's marks win over them).
 */
import type { QuestionType } from "../shared/contract/common";
import type { MarkingScheme, Marks } from "./marking";

export type MarkingRule = {
  /** null: every section */
  section: string | null;
  /** null: every question type */
  type: QuestionType | null;
  correct: number;
  wrong: number;
  /** multiple correct: marks per correct option chosen (kept as the scheme had it; not edited) */
  partialPerOption?: number;
};

const marksOfRule = (rule: MarkingRule | Marks): Marks => ({
  correct: rule.correct,
  wrong: rule.wrong,
  ...(rule.partialPerOption !== undefined ? { partialPerOption: rule.partialPerOption } : {}),
});

const sameMarks = (a: Marks, b: Marks | undefined) =>
  b !== undefined &&
  a.correct === b.correct &&
  a.wrong === b.wrong &&
  a.partialPerOption === b.partialPerOption;

export function schemeFromRules(base: Marks, rules: readonly MarkingRule[]): MarkingScheme {
  const scheme: MarkingScheme = marksOfRule(base);
  for (const rule of rules) {
    if (rule.section === null && rule.type !== null) {
      scheme.byType = { ...scheme.byType, [rule.type]: marksOfRule(rule) };
    }
  }
  const sections = [...new Set(rules.flatMap((r) => (r.section === null ? [] : [r.section])))];
  for (const section of sections) {
    const own = rules.find((r) => r.section === section && r.type === null);
    const types = rules.filter((r) => r.section === section && r.type !== null);
    const byType = {
      ...(own ? {} : scheme.byType),
      ...Object.fromEntries(types.map((r) => [r.type, marksOfRule(r)])),
    };
    scheme.bySection = {
      ...scheme.bySection,
      [section]: { ...marksOfRule(own ?? base), ...(Object.keys(byType).length ? { byType } : {}) },
    };
  }
  return scheme;
}

export function rulesFromScheme(scheme: MarkingScheme): MarkingRule[] {
  const rules: MarkingRule[] = [];
  const paperTypes = Object.entries(scheme.byType ?? {}) as [QuestionType, Marks][];
  for (const [type, marks] of paperTypes) rules.push({ section: null, type, ...marksOfRule(marks) });
  for (const [section, marks] of Object.entries(scheme.bySection ?? {})) {
    const types = Object.entries(marks.byType ?? {}) as [QuestionType, Marks][];
    // a section written as the paper's marks with the paper's type rules copied in needs no rule of its own
    const inherits =
      types.length > 0 && sameMarks(marks, scheme) && paperTypes.every(([type]) => marks.byType?.[type]);
    if (!inherits) rules.push({ section, type: null, ...marksOfRule(marks) });
    for (const [type, typeMarks] of types) {
      if (inherits && sameMarks(typeMarks, scheme.byType?.[type])) continue;
      rules.push({ section, type, ...marksOfRule(typeMarks) });
    }
  }
  return rules;
}
