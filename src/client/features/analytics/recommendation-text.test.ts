import { describe, expect, it } from "vitest";
import { translate } from "@/i18n/i18n";
import { analyticsMessages } from "./analytics-messages";
import { recommendationText } from "./recommendation-text";

const english = (r: Parameters<typeof recommendationText>[0]) =>
  recommendationText(
    r,
    (key, values) => translate(analyticsMessages, key, values),
    (name) => `«${name}»`,
  );

describe("the analytics page's advice, worded from the server's data", () => {
  it("names the topic and its subject through the content names, once when the topic names it", () => {
    const weak = {
      kind: "revise_topic",
      topic: "Thermodynamics",
      subject: "Physics",
      topicNamesSubject: false,
      accuracy: 40,
      answered: 5,
    } as const;
    expect(english(weak)).toBe("Revise «Thermodynamics» in «Physics»: 40% accuracy over 5 questions");
    expect(english({ ...weak, topic: "Some Basic Concepts in Chemistry", topicNamesSubject: true })).toBe(
      "Revise «Some Basic Concepts in Chemistry»: 40% accuracy over 5 questions",
    );
  });

  it("words every other kind", () => {
    expect(english({ kind: "take_a_quiz" })).toBe("Take a quiz to see your preparedness analytics");
    expect(english({ kind: "start_subject", subject: "Botany" })).toBe(
      "Start practising «Botany»: no questions answered yet",
    );
    expect(english({ kind: "keep_practising", subject: "Chemistry", score: 72 })).toBe(
      "Keep practising «Chemistry», your lowest-scoring subject at 72%",
    );
    expect(english({ kind: "answer_more", minimum: 10 })).toBe(
      "Answer at least 10 questions in a subject to see a reliable score",
    );
  });
});
