import type {
  ContentQuestion,
  FiveStrings,
  OptionStrings,
  QuestionFormat,
  SingleQuestion,
} from "~/server/content/types";
import type { Difficulty } from "~/shared/contract/common";

/** The fields every question of the IBPS PO prelims papers starts with. */
export function meta(
  key: string,
  subject: "English" | "Quantitative Aptitude" | "Reasoning",
  topic: string,
  difficulty: Difficulty,
  format?: QuestionFormat,
  stimulus?: string,
) {
  return {
    key,
    subject,
    topic,
    difficulty,
    ...(format ? { format } : {}),
    ...(stimulus ? { stimulus } : {}),
  };
}

/** The five IBPS answer choices for a two-conclusion question (inequalities, syllogisms). */
export const CONCLUSIONS: FiveStrings = [
  "Only I follows",
  "Only II follows",
  "Either I or II follows",
  "Neither I nor II follows",
  "Both I and II follow",
];
export const CONCLUSIONS_HI: FiveStrings = [
  "केवल I अनुसरण करता है",
  "केवल II अनुसरण करता है",
  "या तो I या II अनुसरण करता है",
  "न तो I और न ही II अनुसरण करता है",
  "I और II दोनों अनुसरण करते हैं",
];
/** index of each verdict in CONCLUSIONS */
export const ONLY_I = 0;
export const ONLY_II = 1;
export const EITHER = 2;
export const NEITHER = 3;
export const BOTH = 4;

/** The five IBPS answer choices of a quadratic-comparison question. */
export const RELATIONS: FiveStrings = [
  "x > y",
  "x < y",
  "x ≥ y",
  "x ≤ y",
  "x = y or the relationship cannot be established",
];
export const RELATIONS_HI: FiveStrings = [
  "x > y",
  "x < y",
  "x ≥ y",
  "x ≤ y",
  "x = y या संबंध स्थापित नहीं किया जा सकता",
];

export const QUADRATIC_TEXT =
  "In the following question two equations numbered I and II are given. Solve both equations and mark the correct relation between x and y.";
export const QUADRATIC_TEXT_HI =
  "निम्नलिखित प्रश्न में दो समीकरण I और II दिए गए हैं। दोनों समीकरणों को हल कीजिए और x तथा y के बीच सही संबंध चुनिए।";

export const ERROR_TEXT =
  "Read the sentence to find out whether there is a grammatical or idiomatic error in it. The error, if any, will be in one part of the sentence. The letter of that part is the answer. If there is no error, mark (E).";

export const SERIES_TEXT = "What will come in place of the question mark (?) in the following number series?";
export const SERIES_TEXT_HI = "निम्नलिखित संख्या श्रृंखला में प्रश्नचिह्न (?) के स्थान पर क्या आएगा?";
export const WRONG_TEXT = "In the following number series one number is wrong. Find the wrong number.";
export const WRONG_TEXT_HI = "निम्नलिखित संख्या श्रृंखला में एक संख्या गलत है। गलत संख्या ज्ञात कीजिए।";
export const SIMPLIFY_TEXT = "What will come in place of the question mark (?) in the following question?";
export const SIMPLIFY_TEXT_HI = "निम्नलिखित प्रश्न में प्रश्नचिह्न (?) के स्थान पर क्या आएगा?";
export const APPROX_TEXT =
  "What approximate value will come in place of the question mark (?) in the following question? (You are not expected to calculate the exact value.)";
export const APPROX_TEXT_HI =
  "निम्नलिखित प्रश्न में प्रश्नचिह्न (?) के स्थान पर लगभग क्या मान आएगा? (आपसे सटीक मान की गणना अपेक्षित नहीं है।)";

/** Five numbers as option strings. */
export const nums = (...values: [number, number, number, number, number]): FiveStrings =>
  values.map((v) => v.toLocaleString("en-IN")) as FiveStrings;

/**
 * Spreads the keyed answers over A-E as in the real paper: the options of each question are
 * rotated (their order kept) so that the key lands on a position fixed by the question's key.
 * Fixed option sets (the conclusion and relation choices, lettered parts and sentences) stay.
 */
export function spreadKeys(questions: ContentQuestion[]): ContentQuestion[] {
  return questions.map((q) => {
    if (q.type === "multiple" || q.type === "numerical") return q;
    if (q.options === CONCLUSIONS || q.options === RELATIONS) return q;
    if (q.options.every((o) => /^\([A-F]\)/.test(o))) return q;
    let hash = 7;
    for (const ch of q.key) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_003;
    const target = hash % q.options.length;
    const n = q.options.length;
    const shift = (target - q.correct + n) % n;
    const rotate = (options: OptionStrings) =>
      options.map((_, i) => options[(i - shift + n) % n] as string) as OptionStrings;
    return {
      ...q,
      options: rotate(q.options),
      correct: target as SingleQuestion["correct"],
      ...(q.hi ? { hi: { ...q.hi, options: rotate(q.hi.options) } } : {}),
    };
  });
}
