/**
 * Near-duplicate questions in a bank: the same question reworded. Found in time that grows with the
 * bank, not with its square: each stem's content words are indexed by a short prefix (prefix
 * filtering for Jaccard similarity), and only stems sharing a word of their prefixes are compared.
 * Two stems as similar as `sameQuestion` asks always share one, so nothing is missed.
 */

export type StemDescription = { words: Set<string>; numbers: number[] };

const STOP_WORDS = new Set(
  "a an the of in on at to is are was were be by for with and or from which what how many following given above below that this it its as if then than into their his her he she they them who whom whose has have had not no".split(
    " ",
  ),
);

/** math commands that only lay a formula out; the others (\cos, \pi, \alpha) say what it is about */
const LAYOUT_COMMANDS =
  /\\(?:d?frac|tfrac|sqrt|mathrm|mathbf|mathit|text|textbf|operatorname|left|right|big|bigg|cdot|times|quad|qquad|ldots|cdots|dots|displaystyle|hat|vec|bar|overline|underline)(?![a-z])/g;

/** lower case, layout commands dropped and the rest kept as words, thousands separators joined */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(LAYOUT_COMMANDS, " ")
    .replace(/\\([a-z]+)/g, " $1 ")
    .replace(/(\d),(\d)/g, "$1$2");

/** lower case letters, digits and points only, single-spaced: two wordings that differ only in layout match */
export const normalised = (text: string) =>
  plain(text)
    .replace(/[^a-z0-9.]+/g, " ")
    .trim();

const contentWords = (text: string) =>
  new Set(
    normalised(text)
      .split(" ")
      .filter((w) => w && !STOP_WORDS.has(w) && !/^[\d.]+$/.test(w)),
  );
const numbersIn = (text: string) => (plain(text).match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

export const describeStem = (text: string): StemDescription => ({
  words: contentWords(text),
  numbers: numbersIn(text),
});

/** every number of `few` is among `many` (as many times) */
const within = (few: number[], many: number[]) => {
  const left = new Map<number, number>();
  for (const n of many) left.set(n, (left.get(n) ?? 0) + 1);
  return few.every((n) => {
    const count = left.get(n) ?? 0;
    left.set(n, count - 1);
    return count > 0;
  });
};

const jaccard = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
};

/** the least word similarity at which two stems can be the same question (with givens); without numbers it is 0.6 */
const LEAST_SIMILARITY = 0.5;

/**
 * The same question, reworded: the same givens (one's numbers all among the other's) and half
 * their content words shared, or, with no numbers at all, most of their words shared. Templates
 * with other numbers ("what comes next in the series ...") are different questions.
 */
export function sameQuestion(a: StemDescription, b: StemDescription): boolean {
  const similarity = jaccard(a.words, b.words);
  if (a.numbers.length === 0 && b.numbers.length === 0) return similarity >= 0.6;
  if (a.numbers.length === 0 || b.numbers.length === 0) return false;
  const sameGivens =
    a.numbers.length <= b.numbers.length ? within(a.numbers, b.numbers) : within(b.numbers, a.numbers);
  return sameGivens && similarity >= LEAST_SIMILARITY;
}

/**
 * Every pair (i < j) of `stems` that `sameQuestion` holds the same and `comparable` allows. Words
 * are ordered rarest first; a set of n words is indexed by its first n - ceil(0.5 n) + 1, since two
 * sets of Jaccard similarity 0.5 or more share at least one word there.
 */
export function nearDuplicatePairs(
  stems: readonly StemDescription[],
  comparable: (i: number, j: number) => boolean = () => true,
): [number, number][] {
  const frequency = new Map<string, number>();
  for (const { words } of stems) for (const w of words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) =>
    (frequency.get(a) ?? 0) - (frequency.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
  const index = new Map<string, number[]>();
  const pairs: [number, number][] = [];
  stems.forEach((stem, j) => {
    const ordered = [...stem.words].sort(rarestFirst);
    const prefix = ordered.slice(0, ordered.length - Math.ceil(LEAST_SIMILARITY * ordered.length) + 1);
    const candidates = new Set<number>();
    for (const w of prefix) for (const i of index.get(w) ?? []) candidates.add(i);
    for (const i of [...candidates].sort((x, y) => x - y)) {
      if (comparable(i, j) && sameQuestion(stems[i]!, stem)) pairs.push([i, j]);
    }
    for (const w of prefix) {
      const list = index.get(w);
      if (list) list.push(j);
      else index.set(w, [j]);
    }
  });
  return pairs;
}
