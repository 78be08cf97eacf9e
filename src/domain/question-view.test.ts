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
};

describe("questionForLearner", () => {
  it("never carries the key or an explanation while taking", () => {
    for (const question of [stored, { ...stored, textHi: null, optionsHi: null, explanationHi: null }]) {
      const view = questionForLearner(question, "taking");
      expect(Object.keys(view).sort()).toEqual(
        question.textHi
          ? ["hi", "id", "options", "question", "subject", "topic"]
          : ["id", "options", "question", "subject", "topic"],
      );
      const json = JSON.stringify(view);
      expect(json).not.toContain("SECRET");
      expect(json).not.toContain("correctIndex");
      expect(json).not.toContain("explanation");
    }
  });

  it("shows the question as stored, with its Hindi version", () => {
    expect(questionForLearner(stored, "taking")).toEqual({
      id: 41,
      question: "Which option is right?",
      options: ["A", "B", "C", "D"],
      hi: { question: "कौन सा विकल्प सही है?", options: ["क", "ख", "ग", "घ"] },
      subject: "Physics",
      topic: "Kinematics",
    });
  });

  it("adds the key and the explanations when reviewing", () => {
    expect(questionForLearner(stored, "reviewing")).toEqual({
      ...questionForLearner(stored, "taking"),
      correctIndex: 2,
      explanation: "SECRET-EXPLANATION",
      explanationHi: "SECRET-HINDI",
    });
  });
});
