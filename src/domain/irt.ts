/**
 * Item response theory: the Rasch model (one-parameter logistic).
 *
 *   P(correct | θ, b) = 1 / (1 + exp(−(θ − b)))
 *
 *   θ (theta)  a learner's ability on the logit scale; the population is taken as N(0, 1)
 *   b          an item's (question's) difficulty on the same scale
 *
 * Responses: the FIRST answer each learner gave to each question (a later answer has seen the key).
 * Correct = full marks (`is_correct`); wrong, partly right and skipped all count as not correct:
 * a skip in a practice quiz mostly means "I could not do it", and marking by omission would need a
 * model of its own.
 *
 * Calibration (calibrateItems): marginal maximum likelihood by EM over a fixed grid of abilities
 * (Bock & Aitkin 1981). E step: each learner's posterior over the grid given the current b's;
 * it yields, per item and grid point q, the expected number of learners n_iq who answered it and r_iq
 * who answered it right. M step: per item, Newton steps on
 *   ℓ(b) = Σ_q r_iq log P_q + (n_iq − r_iq) log(1 − P_q) − b² / (2 · B_PRIOR_SD²)
 *   ℓ'(b) = −Σ_q (r_iq − n_iq P_q) − b / B_PRIOR_SD²,  ℓ''(b) = −Σ_q n_iq P_q (1 − P_q) − 1 / B_PRIOR_SD²
 * The weak N(0, 3²) prior on b keeps an item everyone got right (or wrong) finite.
 *
 * Ability (estimateAbility): expected a posteriori (EAP) on the grid with the N(0, 1) prior,
 *   posterior(θ_q) ∝ φ(θ_q) · Π_i P_i(θ_q)^x_i · (1 − P_i(θ_q))^(1 − x_i)
 *   θ̂ = Σ_q θ_q · posterior_q,   SE = sqrt(Σ_q (θ_q − θ̂)² · posterior_q)
 * and a central interval from the posterior's quantiles (80%: the 10th and 90th), which stays right
 * where the posterior is skewed (few answers, nearly all right or all wrong).
 */

export const GRID_MIN = -6;
export const GRID_MAX = 6;
export const GRID_POINTS = 121;
export const B_PRIOR_SD = 3;
/** an item counts as calibrated with this many first responses */
export const MIN_ITEM_RESPONSES = 5;

export type Response = { itemId: number; correct: boolean };
export type LearnerResponses = { learnerId: number; responses: readonly Response[] };
export type ItemParameter = { itemId: number; difficulty: number; responses: number; correctShare: number };

export function probabilityCorrect(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(-(theta - difficulty)));
}

/** Fisher information of a Rasch item at θ: P(1 − P), largest (0.25) where θ = b. */
export function itemInformation(theta: number, difficulty: number): number {
  const p = probabilityCorrect(theta, difficulty);
  return p * (1 - p);
}

const GRID: readonly number[] = Array.from(
  { length: GRID_POINTS },
  (_, q) => GRID_MIN + ((GRID_MAX - GRID_MIN) * q) / (GRID_POINTS - 1),
);
const LOG_PRIOR: readonly number[] = GRID.map((theta) => -(theta * theta) / 2);

/** The normalised posterior over GRID of a learner's responses to items of known difficulty. */
function posterior(responses: readonly { difficulty: number; correct: boolean }[]): number[] {
  const logs = LOG_PRIOR.map((logPrior, q) => {
    let sum = logPrior;
    const theta = GRID[q] ?? 0;
    for (const r of responses) {
      const p = probabilityCorrect(theta, r.difficulty);
      sum += Math.log(r.correct ? p : 1 - p);
    }
    return sum;
  });
  const top = Math.max(...logs);
  const weights = logs.map((l) => Math.exp(l - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

export type AbilityEstimate = {
  theta: number;
  standardError: number;
  /** how many responses it rests on */
  responses: number;
  /** the posterior quantile at `p` (0..1), linearly interpolated over the grid */
  quantile: (p: number) => number;
};

export function estimateAbility(
  responses: readonly { difficulty: number; correct: boolean }[],
): AbilityEstimate {
  const post = posterior(responses);
  let mean = 0;
  for (const [q, w] of post.entries()) mean += (GRID[q] ?? 0) * w;
  let variance = 0;
  for (const [q, w] of post.entries()) variance += ((GRID[q] ?? 0) - mean) ** 2 * w;
  const cumulative: number[] = [];
  let running = 0;
  for (const w of post) {
    running += w;
    cumulative.push(running);
  }
  const quantile = (p: number) => {
    // the mass of grid point q is spread over [θ_q − h/2, θ_q + h/2]
    const h = (GRID_MAX - GRID_MIN) / (GRID_POINTS - 1);
    for (const [q, c] of cumulative.entries()) {
      if (c >= p) {
        const before = q === 0 ? 0 : (cumulative[q - 1] ?? 0);
        const within = (post[q] ?? 0) > 0 ? (p - before) / (post[q] ?? 1) : 0.5;
        return (GRID[q] ?? 0) - h / 2 + within * h;
      }
    }
    return GRID_MAX;
  };
  return { theta: mean, standardError: Math.sqrt(variance), responses: responses.length, quantile };
}

/** EAP ability per group (a subject, a topic), rounded to hundredths, from responses tagged with it. */
export function abilitiesBy<K>(
  responses: readonly { group: K; difficulty: number; correct: boolean }[],
): Map<K, { theta: number; standardError: number; responses: number }> {
  const grouped = new Map<K, { difficulty: number; correct: boolean }[]>();
  for (const r of responses) grouped.set(r.group, [...(grouped.get(r.group) ?? []), r]);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return new Map(
    [...grouped].map(([group, list]) => {
      const estimate = estimateAbility(list);
      return [
        group,
        {
          theta: round2(estimate.theta),
          standardError: round2(estimate.standardError),
          responses: estimate.responses,
        },
      ];
    }),
  );
}

/** The central interval holding `level` (e.g. 0.8) of the posterior. */
export function abilityInterval(estimate: AbilityEstimate, level: number): { low: number; high: number } {
  const tail = (1 - level) / 2;
  return { low: estimate.quantile(tail), high: estimate.quantile(1 - tail) };
}

/** Item difficulties by marginal maximum likelihood (EM over the grid); see the top of this file. */
export function calibrateItems(
  learners: readonly LearnerResponses[],
  options: { iterations?: number } = {},
): ItemParameter[] {
  const iterations = options.iterations ?? 40;
  const itemIds = [...new Set(learners.flatMap((l) => l.responses.map((r) => r.itemId)))].sort(
    (a, b) => a - b,
  );
  const index = new Map(itemIds.map((id, i) => [id, i]));
  const difficulty = itemIds.map(() => 0);
  const counts = itemIds.map(() => ({ n: 0, right: 0 }));
  for (const learner of learners) {
    for (const r of learner.responses) {
      const c = counts[index.get(r.itemId) ?? -1];
      if (!c) continue;
      c.n++;
      if (r.correct) c.right++;
    }
  }

  for (let iteration = 0; iteration < iterations; iteration++) {
    const n = itemIds.map(() => new Float64Array(GRID_POINTS));
    const r = itemIds.map(() => new Float64Array(GRID_POINTS));
    for (const learner of learners) {
      const post = posterior(
        learner.responses.map((x) => ({
          difficulty: difficulty[index.get(x.itemId) ?? 0] ?? 0,
          correct: x.correct,
        })),
      );
      for (const x of learner.responses) {
        const i = index.get(x.itemId) ?? 0;
        const ni = n[i];
        const ri = r[i];
        if (!ni || !ri) continue;
        for (let q = 0; q < GRID_POINTS; q++) {
          const w = post[q] ?? 0;
          ni[q] = (ni[q] ?? 0) + w;
          if (x.correct) ri[q] = (ri[q] ?? 0) + w;
        }
      }
    }
    let largestStep = 0;
    for (let i = 0; i < itemIds.length; i++) {
      let b = difficulty[i] ?? 0;
      for (let step = 0; step < 5; step++) {
        let gradient = -b / B_PRIOR_SD ** 2;
        let curvature = -1 / B_PRIOR_SD ** 2;
        for (let q = 0; q < GRID_POINTS; q++) {
          const nq = n[i]?.[q] ?? 0;
          if (nq === 0) continue;
          const p = probabilityCorrect(GRID[q] ?? 0, b);
          gradient -= (r[i]?.[q] ?? 0) - nq * p;
          curvature -= nq * p * (1 - p);
        }
        const move = Math.max(-1, Math.min(1, gradient / curvature));
        b -= move;
        if (Math.abs(move) < 1e-6) break;
      }
      largestStep = Math.max(largestStep, Math.abs(b - (difficulty[i] ?? 0)));
      difficulty[i] = b;
    }
    if (largestStep < 1e-4) break;
  }

  return itemIds.map((itemId, i) => ({
    itemId,
    difficulty: difficulty[i] ?? 0,
    responses: counts[i]?.n ?? 0,
    correctShare: (counts[i]?.right ?? 0) / Math.max(1, counts[i]?.n ?? 0),
  }));
}

/**
 * Expected marks on a full paper at θ: every one of `questions` answered, each like an item drawn
 * from `difficulties` (the exam's calibrated bank), marked `correct` when right and `wrong` (≤ 0)
 * when not. Increasing in θ, so an ability interval maps onto a score interval end to end.
 */
export function expectedPaperScore(
  theta: number,
  paper: { questions: number; correct: number; wrong: number; difficulties: readonly number[] },
): number {
  if (paper.difficulties.length === 0) return 0;
  let perQuestion = 0;
  for (const b of paper.difficulties) {
    const p = probabilityCorrect(theta, b);
    perQuestion += p * paper.correct + (1 - p) * paper.wrong;
  }
  return (paper.questions * perQuestion) / paper.difficulties.length;
}

/** Share (0-100) of the cohort's abilities below θ, ties counting half. */
export function cohortPercentile(theta: number, cohort: readonly number[]): number {
  if (cohort.length === 0) return 100;
  let below = 0;
  let ties = 0;
  for (const other of cohort) {
    if (Math.abs(other - theta) < 1e-9) ties++;
    else if (other < theta) below++;
  }
  return ((below + ties / 2) / cohort.length) * 100;
}

/**
 * Items for a learner at ability θ, most informative first (ties by id for a stable choice),
 * at most `count`.
 */
export function mostInformative<T extends { itemId: number; difficulty: number }>(
  items: readonly T[],
  theta: number,
  count: number,
): T[] {
  return [...items]
    .sort(
      (a, b) =>
        itemInformation(theta, b.difficulty) - itemInformation(theta, a.difficulty) || a.itemId - b.itemId,
    )
    .slice(0, count);
}
