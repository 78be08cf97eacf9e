import { describe, expect, it } from "vitest";
import { dailyQuizText } from "./daily-quiz-text";

describe("a daily quiz's title and description", () => {
  it("in English and in Hindi, with the subjects and exams named as the interface names them", () => {
    expect(
      dailyQuizText({
        exam: { key: "jee", name: "JEE" },
        day: "2026-11-19",
        subjects: ["Physics", "Chemistry", "Mathematics"],
        questionCount: 10,
      }),
    ).toEqual({
      title: "JEE Daily Quiz – 19 Nov 2026",
      description: "10 questions across Physics, Chemistry, Mathematics, the same for everyone today.",
      titleHi: "JEE दैनिक क्विज़ – 19 नवंबर 2026",
      descriptionHi: "भौतिकी, रसायन विज्ञान और गणित से 10 प्रश्न, आज सभी के लिए एक जैसे।",
    });
  });

  it("translates Banking, and keeps a subject it has no Hindi for as written", () => {
    const text = dailyQuizText({
      exam: { key: "banking", name: "Banking" },
      day: "2027-01-02",
      subjects: ["Zq-Test Subject"],
      questionCount: 4,
    });
    expect(text.titleHi).toBe("बैंकिंग दैनिक क्विज़ – 2 जनवरी 2027");
    expect(text.descriptionHi).toBe("Zq-Test Subject से 4 प्रश्न, आज सभी के लिए एक जैसे।");
  });
});
