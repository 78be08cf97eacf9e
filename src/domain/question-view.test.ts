import { describe, expect, it } from "vitest";
import { questionForLearner, type StoredQuestion } from "./question-view";

const stored: StoredQuestion = {
  id: 41,
  text: "Which option is right?",
  options: ["A", "B", "C", "D"],
  textHi: "कौन सा विकल्प सही है?",
  optionsHi: ["क", "ख", "ग", "घ"],
  subject: "Physics",
  topic: "Kinematics",
  correctIndex: 2,
  explanation: "SECRET-EXPLANATION",
  explanationHi: "SECRET-HINDI",
  html: {
    text: "Which option is right?",
    options: ["A", "B", "C", "D"],
    explanation: "SECRET-EXPLANATION",
    textHi: "कौन सा विकल्प सही है?",
    optionsHi: ["क", "ख", "ग", "घ"],
    explanationHi: "SECRET-HINDI",
  },
};

describe("questionForLearner", () => {
  it("never carries the key or an explanation while taking", () => {
    const withoutHindi = {
      ...stored,
      textHi: null,
      optionsHi: null,
      explanationHi: null,
      html: { ...stored.html, textHi: null, optionsHi: null, explanationHi: null },
    };
    for (const question of [stored, withoutHindi]) {
      const view = questionForLearner(question, "taking");
      expect(Object.keys(view).sort()).toEqual(
        question.textHi
          ? ["hi", "html", "id", "options", "question", "subject", "topic", "type"]
          : ["html", "id", "options", "question", "subject", "topic", "type"],
      );
      const json = JSON.stringify(view);
      expect(json).not.toContain("SECRET");
      expect(json).not.toContain("correctIndex");
      expect(json).not.toContain("explanation");
    }
  });

  it("a review names every option a correction accepted and a drop; taking shows neither", () => {
    const corrected = { ...stored, acceptedIndexes: [0], dropped: true };
    expect(questionForLearner(corrected, "reviewing")).toMatchObject({
      correctIndex: 2,
      acceptedIndexes: [0],
      dropped: true,
    });
    const plain = questionForLearner({ ...stored, acceptedIndexes: null, dropped: false }, "reviewing");
    expect("acceptedIndexes" in plain || "dropped" in plain).toBe(false);
    const taking = JSON.stringify(questionForLearner(corrected, "taking"));
    expect(taking).not.toContain("accepted");
    expect(taking).not.toContain("dropped");
  });

  it("shows the question as stored, with its Hindi version", () => {
    expect(questionForLearner(stored, "taking")).toEqual({
      id: 41,
      question: "Which option is right?",
      options: ["A", "B", "C", "D"],
      hi: { question: "कौन सा विकल्प सही है?", options: ["क", "ख", "ग", "घ"] },
      subject: "Physics",
      topic: "Kinematics",
      type: "single",
      html: {
        question: "Which option is right?",
        options: ["A", "B", "C", "D"],
        hi: { question: "कौन सा विकल्प सही है?", options: ["क", "ख", "ग", "घ"] },
      },
    });
  });

  it("adds the key and the explanations when reviewing", () => {
    expect(questionForLearner(stored, "reviewing")).toEqual({
      ...questionForLearner(stored, "taking"),
      correctIndex: 2,
      explanation: "SECRET-EXPLANATION",
      explanationHi: "SECRET-HINDI",
      html: {
        ...questionForLearner(stored, "taking").html,
        explanation: "SECRET-EXPLANATION",
        explanationHi: "SECRET-HINDI",
      },
    });
  });

  it("carries the typeset texts under the same rule: no explanation's HTML while taking", () => {
    const html = {
      text: "<b>Q</b>",
      options: ["<i>A</i>", "B", "C", "D"],
      explanation: "SECRET-EXPLANATION-HTML",
      textHi: "<b>प्र</b>",
      optionsHi: ["क", "ख", "ग", "घ"],
      explanationHi: "SECRET-HINDI-HTML",
    };
    const taking = questionForLearner({ ...stored, html }, "taking");
    expect(taking.html).toEqual({
      question: "<b>Q</b>",
      options: ["<i>A</i>", "B", "C", "D"],
      hi: { question: "<b>प्र</b>", options: ["क", "ख", "ग", "घ"] },
    });
    expect(JSON.stringify(taking)).not.toContain("SECRET");
    expect(questionForLearner({ ...stored, html }, "reviewing").html).toEqual({
      ...taking.html,
      explanation: "SECRET-EXPLANATION-HTML",
      explanationHi: "SECRET-HINDI-HTML",
    });
  });

  it("shows each type's key only when reviewing, in its type's shape", () => {
    const multiple = { ...stored, type: "multiple" as const, correctIndex: null, correctAnswers: [0, 2] };
    const numerical = {
      ...stored,
      type: "numerical" as const,
      options: [],
      optionsHi: null,
      correctIndex: null,
      numericMin: 2.25,
      numericMax: 2.35,
    };
    for (const question of [multiple, numerical]) {
      const json = JSON.stringify(questionForLearner(question, "taking"));
      expect(json).toContain(`"type":"${question.type}"`);
      for (const key of ["correctIndex", "correctAnswers", "numericAnswer", "numericMin", "SECRET"])
        expect(json).not.toContain(key);
    }
    expect(questionForLearner(multiple, "reviewing")).toMatchObject({
      type: "multiple",
      correctIndex: null,
      correctAnswers: [0, 2],
    });
    expect(questionForLearner(numerical, "reviewing")).toMatchObject({
      type: "numerical",
      options: [],
      correctIndex: null,
      numericAnswer: { min: 2.25, max: 2.35 },
    });
    expect(questionForLearner(multiple, "reviewing")).not.toHaveProperty("numericAnswer");
    expect(questionForLearner(numerical, "reviewing")).not.toHaveProperty("correctAnswers");
  });
});
