import { describe, expect, it } from "vitest";
import { ALL_EXAM_CONTENT } from "./index";

const DEVANAGARI = /[\u0900-\u097F]/;
const numbersOf = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();
const quizzes = ALL_EXAM_CONTENT.flatMap((content) => content.quizzes);

describe("the quizzes' titles and descriptions in Hindi (titleHi and descriptionHi in content/bank)", () => {
  it("give every quiz of the demo content a Hindi title and description", () => {
    for (const quiz of quizzes) {
      expect(quiz.titleHi, quiz.key).toMatch(DEVANAGARI);
      expect(quiz.descriptionHi, quiz.key).toMatch(DEVANAGARI);
    }
  });

  it("keep every figure of the English: questions, minutes, marks and years", () => {
    for (const quiz of quizzes) {
      expect(numbersOf(quiz.titleHi ?? ""), `${quiz.key} title`).toEqual(numbersOf(quiz.title));
      expect(numbersOf(quiz.descriptionHi ?? ""), `${quiz.key} description`).toEqual(
        numbersOf(quiz.description),
      );
    }
  });
});
