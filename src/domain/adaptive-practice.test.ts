import { describe, expect, it } from "vitest";
import { chooseAdaptiveItems, weakestTopics } from "./adaptive-practice";

const answers = (subject: string, topic: string, results: string) =>
  [...results].map((r) => ({ subject, topic, difficulty: 0, correct: r === "c" }));

describe("adaptive practice", () => {
  it("picks the topics with the lowest ability, weakest first", () => {
    const topics = weakestTopics(
      [
        ...answers("Physics", "Zq-Optics", "cccc"),
        ...answers("Physics", "Zq-Waves", "wwww"),
        ...answers("Chemistry", "Zq-Equilibrium", "cwcw"),
        ...answers("Chemistry", "Zq-Bonding", "wwwc"),
      ],
      2,
    );
    expect(topics.map((t) => t.topic)).toEqual(["Zq-Waves", "Zq-Bonding"]);
    expect(topics[0]?.theta).toBeLessThan(topics[1]?.theta ?? 0);
    expect(topics[0]?.answered).toBe(4);
  });

  it("takes each weak topic's most informative questions in turn", () => {
    const topics = [
      { subject: "Physics", topic: "Zq-Waves", theta: -1, answered: 4 },
      { subject: "Chemistry", topic: "Zq-Bonding", theta: 0.5, answered: 4 },
    ];
    const candidates = [
      { itemId: 1, subject: "Physics", topic: "Zq-Waves", difficulty: 2 },
      { itemId: 2, subject: "Physics", topic: "Zq-Waves", difficulty: -1.1 },
      { itemId: 3, subject: "Physics", topic: "Zq-Waves", difficulty: 0 },
      { itemId: 4, subject: "Chemistry", topic: "Zq-Bonding", difficulty: 0.4 },
      { itemId: 5, subject: "Chemistry", topic: "Zq-Bonding", difficulty: -3 },
      { itemId: 6, subject: "Chemistry", topic: "Zq-Optics", difficulty: 0.5 },
    ];
    expect(chooseAdaptiveItems(topics, candidates, 4)).toEqual([2, 4, 3, 5]);
    // fewer candidates than asked: all of the weak topics' questions, none from another topic
    expect(chooseAdaptiveItems(topics, candidates, 10).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
