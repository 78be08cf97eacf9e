/**
 * Item analysis of a quiz from its first attempts (product.md section 11): how hard each question
 * was, how well it tells stronger candidates from weaker ones, how each option drew answers, and
 * flags for the questions an admin should look at (a likely wrong key first).
 *
 * Formulas (Moodle's quiz statistics: question/classes/statistics/questions/calculator.php, and
 * docs.moodle.org/dev "Quiz statistics calculations"). For question i over the n first attempts
 * that contain it, x = its marks, r = the rest of the test (the attempt's total minus x):
 *  - facility F = (mean x - min) / (max - min), min and max the question's least and most possible
 *    marks. Negative marking makes min below 0: the formula does not assume 0, and with min = 0 it
 *    is Moodle's mean / max.
 *  - discrimination index D = 100 cov(x, r) / sqrt(var x var r), sample (n - 1) moments, with its
 *    95% confidence interval by Fisher's z: tanh(atanh(D / 100) +- 1.96 / sqrt(n - 3)), so an
 *    admin sees how little 18 attempts pin it down.
 *  - discriminative efficiency E: the covariance against the most it could be in its direction.
 *    For cov >= 0, Moodle's E = 100 cov / cov_max, cov_max the covariance of x and r each sorted
 *    ascending and paired rank by rank. Moodle divides a negative covariance by cov_max as well,
 *    which can go below -100% and then means nothing; here a negative covariance is divided by
 *    |cov_min|, x ascending paired with r descending (the least it could be), so E lies in
 *    [-100, 100] and -100% means the stronger candidates (by the rest of the test) did as much
 *    worse on it as their marks allow. Moodle calls a question below 15% efficiency dubious
 *    (statistics_table.php).
 *  - per option: its share = attempts choosing it / n (a multiple-correct answer chooses every
 *    option it holds), and its point-biserial correlation: Pearson's r between choosing it (1/0)
 *    and r. Numerical questions have no options.
 * A statistic without variance to divide by is null.
 *
 * Flags are firm from MIN_ATTEMPTS first attempts; from INDICATIVE_MIN_ATTEMPTS they are given
 * too but marked indicative (a coaching batch of 20-25 never reaches 30: decision 0038); below
 * that, chance decides too much and the only flag is `too_few_attempts`.
 *  - likely_wrong_key: an option that is not in the key either correlates with the rest of the test
 *    by at least WRONG_KEY_MIN_CORRELATION and more than the key does (the least correlated key
 *    option, for multiple correct), or is chosen by more of the top 27% (by rest score) than the
 *    key (the least chosen key option).
 *  - too_easy: F > 0.9; too_hard: F < 0.1. Beyond these nearly everyone earns the same marks.
 *  - low_discrimination: E < 15%, or no efficiency at all (every answer earned the same marks).
 *  - unused_option: an option no attempt chose.
 */

export type ItemFlagKind =
  | "likely_wrong_key"
  | "low_discrimination"
  | "too_hard"
  | "too_easy"
  | "unused_option"
  | "too_few_attempts";

/** Most serious first: the order an admin works through them. */
export const FLAG_SEVERITY: readonly ItemFlagKind[] = [
  "likely_wrong_key",
  "low_discrimination",
  "too_hard",
  "too_easy",
  "unused_option",
  "too_few_attempts",
];

export const MIN_ATTEMPTS = 30;
/** from this many first attempts flags are given, marked indicative, up to MIN_ATTEMPTS */
export const INDICATIVE_MIN_ATTEMPTS = 15;
/** the normal quantile of a two-sided 95% interval */
const Z_95 = 1.96;
export const TOO_EASY_ABOVE = 0.9;
export const TOO_HARD_BELOW = 0.1;
/** Moodle's line for a dubious question (percent) */
export const DUBIOUS_EFFICIENCY_BELOW = 15;
/** a distractor must correlate at least this much with the rest to suggest a wrong key */
export const WRONG_KEY_MIN_CORRELATION = 0.1;
/** the classic upper group of distractor analysis */
export const TOP_GROUP_SHARE = 0.27;

export type ItemFlag = { kind: ItemFlagKind /** the option it is about (0-based) */; option?: number };

export type AnalysedQuestion = {
  id: number;
  type: "single" | "multiple" | "numerical";
  /** 0 for numerical */
  optionCount: number;
  /** the key's options (single: one; numerical: none) */
  keyOptions: readonly number[];
  maxMarks: number;
  /** the least marks possible: the scheme's wrong marks, or 0 */
  minMarks: number;
};

export type AnalysedAttempt = {
  /** the attempt's total marks */
  total: number;
  /**
   * questionId -> the marks it earned and the options chosen: null when skipped, empty for an
   * answered numerical question
   */
  answers: ReadonlyMap<number, { marks: number; chosen: readonly number[] | null }>;
};

export type OptionStats = {
  index: number;
  isKey: boolean;
  /** share of attempts choosing it, 0..1 */
  share: number;
  /** share of the top 27% choosing it, 0..1 */
  topShare: number;
  /** point-biserial correlation of choosing it with the rest of the test; null without variance */
  correlation: number | null;
};

/** A 95% confidence interval, in the statistic's own unit. */
export type Interval = { low: number; high: number };

export type ItemStats = {
  questionId: number;
  attempts: number;
  meanMarks: number | null;
  facility: number | null;
  discrimination: number | null;
  /** Fisher's z interval of the discrimination (percent); null without it or with 3 attempts or fewer */
  discriminationInterval: Interval | null;
  /** percent, -100..100; negative when the stronger candidates did worse on it */
  efficiency: number | null;
  /** the flags come from at least INDICATIVE_MIN_ATTEMPTS but fewer than MIN_ATTEMPTS attempts */
  indicative: boolean;
  /** share of attempts that left it unanswered */
  skipped: number;
  options: OptionStats[];
  flags: ItemFlag[];
};

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Sample covariance (n - 1); null for fewer than two values. */
function covariance(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
  return sum / (xs.length - 1);
}

/** Pearson's r; null when either side has no variance (or fewer than two values). */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const cov = covariance(xs, ys);
  const vx = covariance(xs, xs);
  const vy = covariance(ys, ys);
  if (cov === null || !vx || !vy || vx < 1e-12 || vy < 1e-12) return null;
  return cov / Math.sqrt(vx * vy);
}

const ascending = (a: number, b: number) => a - b;
const descending = (a: number, b: number) => b - a;

/** Moodle's maximum covariance: both lists sorted ascending, paired rank by rank. */
function maxCovariance(xs: readonly number[], ys: readonly number[]): number | null {
  return covariance([...xs].sort(ascending), [...ys].sort(ascending));
}

/** The least covariance possible (rearrangement inequality): xs ascending paired with ys descending. */
function minCovariance(xs: readonly number[], ys: readonly number[]): number | null {
  return covariance([...xs].sort(ascending), [...ys].sort(descending));
}

/**
 * Discriminative efficiency in percent, -100..100: the covariance against the most (for a positive
 * one) or the least (for a negative one) it could be with these marks; null without variance.
 */
export function discriminativeEfficiency(xs: readonly number[], ys: readonly number[]): number | null {
  const cov = covariance(xs, ys);
  if (cov === null) return null;
  const bound = cov < 0 ? minCovariance(xs, ys) : maxCovariance(xs, ys);
  if (bound === null || Math.abs(bound) < 1e-12) return null;
  return (100 * cov) / Math.abs(bound);
}

/**
 * The 95% confidence interval of a correlation r over n pairs by Fisher's z transformation:
 * tanh(atanh(r) +- 1.96 / sqrt(n - 3)). Null for n <= 3, where it is not defined.
 */
export function correlationInterval(r: number, n: number): Interval | null {
  if (n <= 3) return null;
  const z = Math.atanh(r);
  const half = Z_95 / Math.sqrt(n - 3);
  return { low: Math.tanh(z - half), high: Math.tanh(z + half) };
}

/** The statistics and flags of one question over the attempts that contain it. */
export function analyseQuestion(question: AnalysedQuestion, attempts: readonly AnalysedAttempt[]): ItemStats {
  const rows = attempts.flatMap((a) => {
    const answer = a.answers.get(question.id);
    if (!answer) return [];
    const { marks, chosen } = answer;
    return [{ marks, rest: a.total - marks, chosen: chosen ?? [], skipped: chosen === null }];
  });
  const n = rows.length;
  const marks = rows.map((r) => r.marks);
  const rest = rows.map((r) => r.rest);
  const meanMarks = n ? mean(marks) : null;
  const range = question.maxMarks - question.minMarks;
  const facility = meanMarks !== null && range > 0 ? (meanMarks - question.minMarks) / range : null;
  const corr = correlation(marks, rest);
  const discrimination = corr === null ? null : 100 * corr;
  const interval = corr === null ? null : correlationInterval(corr, n);
  const discriminationInterval = interval && { low: 100 * interval.low, high: 100 * interval.high };
  const efficiency = discriminativeEfficiency(marks, rest);

  const topCount = Math.ceil(n * TOP_GROUP_SHARE);
  const top = rows
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
    .slice(0, topCount);
  const options: OptionStats[] = [];
  for (let index = 0; index < question.optionCount; index++) {
    const chose = rows.map((r): number => (r.chosen.includes(index) ? 1 : 0));
    options.push({
      index,
      isKey: question.keyOptions.includes(index),
      share: n ? chose.reduce((s, c) => s + c, 0) / n : 0,
      topShare: topCount ? top.filter((r) => r.chosen.includes(index)).length / topCount : 0,
      correlation: correlation(chose, rest),
    });
  }
  const skipped = n ? rows.filter((r) => r.skipped).length / n : 0;
  const stats = {
    questionId: question.id,
    attempts: n,
    meanMarks,
    facility,
    discrimination,
    discriminationInterval,
    efficiency,
    indicative: n >= INDICATIVE_MIN_ATTEMPTS && n < MIN_ATTEMPTS,
  };
  return { ...stats, skipped, options, flags: flagsOf(stats, options) };
}

function flagsOf(
  stats: Pick<ItemStats, "attempts" | "facility" | "efficiency">,
  options: readonly OptionStats[],
): ItemFlag[] {
  if (stats.attempts < INDICATIVE_MIN_ATTEMPTS) return [{ kind: "too_few_attempts" }];
  const flags: ItemFlag[] = [];
  const wrongKey = likelyKey(options);
  if (wrongKey !== null) flags.push({ kind: "likely_wrong_key", option: wrongKey });
  if (stats.efficiency === null || stats.efficiency < DUBIOUS_EFFICIENCY_BELOW) {
    flags.push({ kind: "low_discrimination" });
  }
  if (stats.facility !== null && stats.facility < TOO_HARD_BELOW) flags.push({ kind: "too_hard" });
  if (stats.facility !== null && stats.facility > TOO_EASY_ABOVE) flags.push({ kind: "too_easy" });
  for (const option of options) {
    if (option.share === 0) flags.push({ kind: "unused_option", option: option.index });
  }
  return flags;
}

/** The option that is not in the key but behaves as the key should (see the header), if any. */
function likelyKey(options: readonly OptionStats[]): number | null {
  const key = options.filter((o) => o.isKey);
  if (!key.length) return null;
  const keyCorrelation = Math.min(...key.map((o) => o.correlation ?? 0));
  const keyTopShare = Math.min(...key.map((o) => o.topShare));
  const suspects = options
    .filter((o) => !o.isKey)
    .filter(
      (o) =>
        (o.correlation !== null &&
          o.correlation >= WRONG_KEY_MIN_CORRELATION &&
          o.correlation > keyCorrelation) ||
        o.topShare > keyTopShare,
    )
    .sort((a, b) => (b.correlation ?? 0) - (a.correlation ?? 0) || b.topShare - a.topShare);
  return suspects[0]?.index ?? null;
}

/** How serious a question's worst flag is: 0 for a likely wrong key, up to one past the last for none. */
export function severityOf(flags: readonly ItemFlag[]): number {
  const ranks = flags.map((f) => FLAG_SEVERITY.indexOf(f.kind));
  return ranks.length ? Math.min(...ranks) : FLAG_SEVERITY.length;
}

/**
 * Every question of a quiz analysed, the most serious flag first (ties in paper order, which is
 * the order `questions` comes in).
 */
export function analyseQuiz(
  questions: readonly AnalysedQuestion[],
  attempts: readonly AnalysedAttempt[],
): ItemStats[] {
  return questions
    .map((q, position) => ({ stats: analyseQuestion(q, attempts), position }))
    .sort((a, b) => severityOf(a.stats.flags) - severityOf(b.stats.flags) || a.position - b.position)
    .map((x) => x.stats);
}
