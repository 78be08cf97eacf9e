import type { FourStrings, QuestionFormat, SingleQuestion } from "~/server/content/types";

/**
 * Builders for the questions of NEET (UG) paper 1: the fixed wording of the NEET formats
 * (assertion-reason, two statements, match the lists) in English and in NCERT's Hindi.
 */

type Base = {
  key: string;
  topic: string;
  difficulty: SingleQuestion["difficulty"];
  correct: 0 | 1 | 2 | 3;
  explanation: string;
  source: string;
  /** the Hindi explanation */
  hiExplanation: string;
};

export type Draft = Base & {
  format?: QuestionFormat;
  text: string;
  options: FourStrings;
  hiText: string;
  /** the Hindi options; the English ones when absent (options that are only math) */
  hiOptions?: FourStrings;
};

/** A question of the given subject from a draft, its Hindi options defaulting to the English. */
export function make(subject: string, d: Draft): SingleQuestion {
  const q: SingleQuestion = {
    key: d.key,
    subject,
    topic: d.topic,
    difficulty: d.difficulty,
    text: d.text,
    options: d.options,
    correct: d.correct,
    explanation: d.explanation,
    source: d.source,
    hi: { text: d.hiText, options: d.hiOptions ?? d.options, explanation: d.hiExplanation },
  };
  if (d.format && d.format !== "direct") q.format = d.format;
  return q;
}

const AR_OPTIONS: FourStrings = [
  "Both (A) and (R) are true and (R) is the correct explanation of (A).",
  "Both (A) and (R) are true but (R) is not the correct explanation of (A).",
  "(A) is true but (R) is false.",
  "(A) is false but (R) is true.",
];
const AR_OPTIONS_HI: FourStrings = [
  "(A) और (R) दोनों सत्य हैं तथा (R), (A) की सही व्याख्या है।",
  "(A) और (R) दोनों सत्य हैं परंतु (R), (A) की सही व्याख्या नहीं है।",
  "(A) सत्य है परंतु (R) असत्य है।",
  "(A) असत्य है परंतु (R) सत्य है।",
];

/** Assertion (A) and Reason (R), with NEET's four fixed options. */
export function assertionReason(
  subject: string,
  d: Base & { assertion: string; reason: string; hiAssertion: string; hiReason: string },
): SingleQuestion {
  return make(subject, {
    ...d,
    format: "assertion-reason",
    text: `Given below are two statements: one is labelled Assertion (A) and the other is labelled Reason (R).\n\nAssertion (A): ${d.assertion}\n\nReason (R): ${d.reason}\n\nIn the light of the above statements, choose the correct answer from the options given below.`,
    options: AR_OPTIONS,
    hiText: `नीचे दो कथन दिए गए हैं: एक को अभिकथन (A) तथा दूसरे को कारण (R) कहा गया है।\n\nअभिकथन (A): ${d.hiAssertion}\n\nकारण (R): ${d.hiReason}\n\nउपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सही उत्तर चुनिए।`,
    hiOptions: AR_OPTIONS_HI,
  });
}

const TWO_OPTIONS: FourStrings = [
  "Both Statement I and Statement II are correct.",
  "Both Statement I and Statement II are incorrect.",
  "Statement I is correct but Statement II is incorrect.",
  "Statement I is incorrect but Statement II is correct.",
];
const TWO_OPTIONS_HI: FourStrings = [
  "कथन I और कथन II दोनों सही हैं।",
  "कथन I और कथन II दोनों गलत हैं।",
  "कथन I सही है परंतु कथन II गलत है।",
  "कथन I गलत है परंतु कथन II सही है।",
];

/** Statement I and Statement II, "choose the most appropriate answer", with NEET's four options. */
export function twoStatements(
  subject: string,
  d: Base & { one: string; two: string; hiOne: string; hiTwo: string },
): SingleQuestion {
  return make(subject, {
    ...d,
    format: "statement-pair",
    text: `Given below are two statements:\n\nStatement I: ${d.one}\n\nStatement II: ${d.two}\n\nIn the light of the above statements, choose the most appropriate answer from the options given below.`,
    options: TWO_OPTIONS,
    hiText: `नीचे दो कथन दिए गए हैं:\n\nकथन I: ${d.hiOne}\n\nकथन II: ${d.hiTwo}\n\nउपर्युक्त कथनों के आलोक में, नीचे दिए गए विकल्पों में से सबसे उपयुक्त उत्तर चुनिए।`,
    hiOptions: TWO_OPTIONS_HI,
  });
}

const LETTERS = ["A", "B", "C", "D"] as const;
const ROMAN = ["I", "II", "III", "IV"] as const;

/** "A-II, B-IV, C-I, D-III" from the List-II number (1 to 4) each List-I item goes with. */
export function code(perm: readonly number[]): string {
  return perm.map((n, i) => `${LETTERS[i]}-${ROMAN[n - 1]}`).join(", ");
}

/** List-I matched with List-II; the options are codes, `codes[correct]` the right matching. */
export function matchList(
  subject: string,
  d: Base & {
    /** the instruction before the lists, e.g. "Match List-I (organelle) with List-II (function)." */
    lead: string;
    hiLead: string;
    listI: FourStrings;
    listII: FourStrings;
    hiListI: FourStrings;
    hiListII: FourStrings;
    codes: [number[], number[], number[], number[]];
  },
): SingleQuestion {
  const rows = (l1: FourStrings, l2: FourStrings) =>
    LETTERS.map((x, i) => `(${x}) ${l1[i]} | (${ROMAN[i]}) ${l2[i]}`).join("\n");
  const options = d.codes.map(code) as FourStrings;
  return make(subject, {
    ...d,
    format: "match-list",
    text: `${d.lead}\n\nList-I | List-II\n${rows(d.listI, d.listII)}\n\nChoose the correct answer from the options given below.`,
    options,
    hiText: `${d.hiLead}\n\nसूची-I | सूची-II\n${rows(d.hiListI, d.hiListII)}\n\nनीचे दिए गए विकल्पों में से सही उत्तर चुनिए।`,
    hiOptions: options,
  });
}
