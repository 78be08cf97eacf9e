import type { AdminQuestion } from "@shared/contract/admin";
import { describe, expect, it } from "vitest";
import { fromQuestion, hindiPart, textPart, withLayout } from "./question-draft";
import { nextMark } from "./structure-drafts";

const pair = {
  kind: "assertion-reason",
  assertion: "Ice floats on water.",
  reason: "Ice is denser than water.",
  layout: "lines",
} as const;
const pairHi = { ...pair, assertion: "बर्फ़ पानी पर तैरती है।", reason: "बर्फ़ पानी से सघन है।" };

const question = {
  question: "Assertion (A): Ice floats on water.\nReason (R): Ice is denser than water.",
  structure: pair,
  structureHi: pairHi,
  questionHi: "अभिकथन (A): बर्फ़ पानी पर तैरती है।\nकारण (R): बर्फ़ पानी से सघन है।",
  type: "single",
  options: ["a", "b", "c", "d"],
  optionsHi: ["क", "ख", "ग", "घ"],
  correctAnswer: 0,
  correctAnswers: null,
  numericAnswer: null,
  explanation: "",
  explanationHi: null,
  subject: "Physics",
  topic: "Matter",
  difficulty: "easy",
  format: "assertion-reason",
  sourceNote: null,
  asOf: null,
} as unknown as AdminQuestion;

describe("the question form's structure", () => {
  it("sends a structured question's parts, an optional part left blank left out, with the text they flatten to", () => {
    const draft = fromQuestion(question);
    const edited = {
      ...draft,
      structure: { ...pair, reason: "Ice is less dense than water.", question: " " },
    };
    expect(textPart(edited)).toEqual({
      question: "Assertion (A): Ice floats on water.\nReason (R): Ice is less dense than water.",
      structure: { ...pair, reason: "Ice is less dense than water.", question: undefined },
    });
    expect(hindiPart(edited)).toMatchObject({ structureHi: pairHi, questionHi: question.questionHi });
  });

  it("switches to plain text keeping the wording flattened, and to a layout with blank parts", () => {
    const plain = withLayout(fromQuestion(question), "plain");
    expect(plain).toMatchObject({ structure: null, structureHi: null, question: question.question });
    expect(plain.questionHi).toBe(question.questionHi);
    expect(textPart(plain)).toEqual({ question: question.question, structure: null });
    const statements = withLayout(plain, "statements");
    expect(statements.structure).toMatchObject({
      kind: "statements",
      statements: [{ label: "1" }, { label: "2" }],
    });
    // the Hindi the admin wrote as plain text stays plain
    expect(statements.structureHi).toBeNull();
  });

  it("switches an old prose question to a layout keeping its wording as parts, in both languages", () => {
    const prose = {
      ...question,
      question:
        "Consider the following statements:\n1. The Governor is appointed by the President.\n" +
        "2. The Governor holds office for six years.\nWhich of the statements given above is/are correct?",
      questionHi:
        "निम्नलिखित कथनों पर विचार कीजिए:\n1. राज्यपाल की नियुक्ति राष्ट्रपति करते हैं।\n" +
        "2. राज्यपाल छह वर्ष के लिए पद धारण करते हैं।\nऊपर दिए गए कथनों में से कौन-सा/से सही है/हैं?",
      structure: null,
      structureHi: null,
    } as unknown as AdminQuestion;
    const statements = withLayout(fromQuestion(prose), "statements");
    expect(statements.structure).toEqual({
      kind: "statements",
      lead: "Consider the following statements:",
      statements: [
        { label: "1", text: "The Governor is appointed by the President." },
        { label: "2", text: "The Governor holds office for six years." },
      ],
      question: "Which of the statements given above is/are correct?",
      layout: "lines",
    });
    expect(statements.structureHi).toMatchObject({
      kind: "statements",
      lead: "निम्नलिखित कथनों पर विचार कीजिए:",
      statements: [{ label: "1" }, { label: "2", text: "राज्यपाल छह वर्ष के लिए पद धारण करते हैं।" }],
    });
    // what is sent is the same wording
    expect(textPart(statements).question).toBe(prose.question);
    expect(hindiPart(statements)?.questionHi).toBe(prose.questionHi);

    // the assertion-reason pair, flattened to plain and switched back, comes back as it was
    const back = withLayout(withLayout(fromQuestion(question), "plain"), "assertion-reason");
    expect(back.structure).toEqual(pair);
    expect(back.structureHi).toEqual(pairHi);
  });

  it("marks a new statement or entry in the style of the last one", () => {
    expect(nextMark(["1", "2"])).toBe("3");
    expect(nextMark(["A", "B"])).toBe("C");
    expect(nextMark(["I", "II", "III"])).toBe("IV");
  });
});
