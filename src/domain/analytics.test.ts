import { describe, expect, it } from "vitest";
import {
  type AnswerRecord,
  accuracy,
  analysePreparedness,
  IMPROVEMENT_MIN_ANSWERS,
  IMPROVEMENT_WINDOW_DAYS,
  improvement,
  NO_DATA_RECOMMENDATION,
  OVERALL_MIN_ANSWERS,
  overallScore,
  patternWeights,
  recommendedStudyTime,
  SUBJECT_MIN_ANSWERS,
  strongAndWeakTopics,
  TOO_LITTLE_DATA_RECOMMENDATION,
} from "./analytics";
import { addIstDays, istDayStart } from "./ist";

const TODAY = "2026-11-21";

/** Answers on an IST day at 10:00 IST: "c" correct, "w" wrong, "s" skipped. */
function answers(subject: string, topic: string, results: string, day = TODAY): AnswerRecord[] {
  const at = new Date(istDayStart(day).getTime() + 10 * 3_600_000);
  return [...results].map((r) => ({
    subject,
    topic,
    chosenIndex: r === "s" ? null : 1,
    isCorrect: r === "c",
    answeredAt: at,
  }));
}

const JEE = [{ subjects: ["Physics"] }, { subjects: ["Chemistry"] }, { subjects: ["Mathematics"] }];

describe("accuracy (formula B)", () => {
  it("is correct / answered × 100", () => {
    expect(accuracy(3, 4)).toBe(75);
  });
  it("is 0 when nothing was answered", () => {
    expect(accuracy(0, 0)).toBe(0);
  });
});

describe("subject score and questionsAttempted (formula C)", () => {
  it("leaves skipped questions out of both", () => {
    const result = analysePreparedness({
      answers: answers("Physics", "Kinematics", "ccwss"),
      today: TODAY,
      sections: JEE,
    });
    expect(result.subjectScores[0]).toMatchObject({ subject: "Physics", score: 66.7, questionsAttempted: 3 });
  });

  it("counts a multiple-correct or numerical answer (no chosen option) as answered, correct only at full marks", () => {
    const typed = answers("Physics", "Kinematics", "cwp").map((a, i) => ({
      ...a,
      chosenIndex: null,
      answered: true,
      isCorrect: i === 0,
    }));
    const result = analysePreparedness({
      answers: [...typed, { ...typed[0]!, answered: false, isCorrect: false }],
      today: TODAY,
      sections: JEE,
    });
    expect(result.subjectScores[0]).toMatchObject({ subject: "Physics", score: 33.3, questionsAttempted: 3 });
  });

  it("gives no card to a subject whose questions were all skipped, and calls it unpractised", () => {
    const result = analysePreparedness({
      answers: [...answers("Physics", "Kinematics", "cc"), ...answers("Chemistry", "Equilibrium", "sss")],
      today: TODAY,
      sections: JEE,
    });
    expect(result.subjectScores.map((s) => s.subject)).toEqual(["Physics"]);
    expect(result.unpractisedSubjects).toEqual(["Chemistry", "Mathematics"]);
  });

  it("lists the cards in the pattern's order, then other subjects A→Z", () => {
    const result = analysePreparedness({
      answers: [
        ...answers("Zoology-ish", "X", "c"),
        ...answers("Mathematics", "Integral Calculus", "c"),
        ...answers("Physics", "Kinematics", "w"),
        ...answers("Algebra club", "Y", "c"),
      ],
      today: TODAY,
      sections: JEE,
    });
    expect(result.subjectScores.map((s) => s.subject)).toEqual([
      "Physics",
      "Mathematics",
      "Algebra club",
      "Zoology-ish",
    ]);
  });
});

describe("improvement (formula D)", () => {
  it("is recent accuracy minus earlier accuracy in percentage points", () => {
    expect(improvement({ answered: 5, correct: 4 }, { answered: 5, correct: 2 })).toBe(40);
  });

  it("is 0 when either period has fewer than 5 answers", () => {
    expect(improvement({ answered: 4, correct: 4 }, { answered: 10, correct: 0 })).toBe(0);
    expect(improvement({ answered: 10, correct: 10 }, { answered: 4, correct: 0 })).toBe(0);
  });

  it("splits a history into the 7 IST days ending today and the 7 days before; older answers count for neither", () => {
    const history = [
      ...answers("Physics", "Kinematics", "ccccw", "2026-11-15"), // recent (today − 6)
      ...answers("Physics", "Kinematics", "cw", "2026-11-21"), // recent (today)
      ...answers("Physics", "Kinematics", "cwwww", "2026-11-14"), // earlier (today − 7)
      ...answers("Physics", "Kinematics", "ccccc", "2026-11-07"), // today − 14: in neither period
    ];
    const physics = analysePreparedness({ answers: history, today: TODAY, sections: JEE }).subjectScores[0];
    // recent 5/7 = 71.43%, earlier 1/5 = 20% -> 51.4 (with the old day, earlier would be 6/10 -> 11.4)
    expect(physics?.improvement).toBe(51.4);
  });

  it("puts an answer at 23:59 IST on day −7 in the earlier period and one at 00:00 IST on day −6 in the recent", () => {
    const at = (iso: string, correct: boolean): AnswerRecord => ({
      subject: "Physics",
      topic: "Kinematics",
      chosenIndex: 0,
      isCorrect: correct,
      answeredAt: new Date(iso),
    });
    // 2026-11-14 23:59 IST = 2026-11-14T18:29Z (earlier); 2026-11-15 00:00 IST = 2026-11-14T18:30Z (recent)
    const history = [
      ...Array.from({ length: 5 }, () => at("2026-11-14T18:29:00Z", false)),
      ...Array.from({ length: 5 }, () => at("2026-11-14T18:30:00Z", true)),
    ];
    const physics = analysePreparedness({ answers: history, today: TODAY, sections: JEE }).subjectScores[0];
    expect(physics?.improvement).toBe(100);
  });
});

describe("strong and weak topics (formula E)", () => {
  it("rates only topics with at least 2 answers, keeps at most 2 of each, strongest and weakest first", () => {
    const { strong, weak } = strongAndWeakTopics([
      { topic: "A", answered: 4, accuracy: 100 },
      { topic: "B", answered: 5, accuracy: 80 },
      { topic: "C", answered: 5, accuracy: 90 },
      { topic: "D", answered: 1, accuracy: 0 },
      { topic: "E", answered: 5, accuracy: 20 },
      { topic: "F", answered: 5, accuracy: 40 },
      { topic: "G", answered: 5, accuracy: 50 },
      { topic: "H", answered: 5, accuracy: 65 },
    ]);
    expect(strong.map((t) => t.topic)).toEqual(["A", "C"]);
    expect(weak.map((t) => t.topic)).toEqual(["E", "F"]);
  });

  it("draws the lines at 70 (strong, inclusive) and 60 (weak, exclusive)", () => {
    const { strong, weak } = strongAndWeakTopics([
      { topic: "Seventy", answered: 10, accuracy: 70 },
      { topic: "Sixty", answered: 10, accuracy: 60 },
      { topic: "Below sixty", answered: 10, accuracy: 59.9 },
    ]);
    expect(strong.map((t) => t.topic)).toEqual(["Seventy"]);
    expect(weak.map((t) => t.topic)).toEqual(["Below sixty"]);
  });

  it("breaks ties by more answers, then by name", () => {
    const { weak } = strongAndWeakTopics([
      { topic: "Optics", answered: 2, accuracy: 0 },
      { topic: "Waves", answered: 4, accuracy: 0 },
      { topic: "Heat", answered: 2, accuracy: 0 },
    ]);
    expect(weak.map((t) => t.topic)).toEqual(["Waves", "Heat"]);
  });

  it("comes from the answers of each subject", () => {
    const result = analysePreparedness({
      answers: [
        ...answers("Physics", "Kinematics", "ccc"), // 100%
        ...answers("Physics", "Thermodynamics", "cwwws"), // 25% over 4
        ...answers("Physics", "Optics", "w"), // 1 answer: not rated
      ],
      today: TODAY,
      sections: JEE,
    });
    expect(result.subjectScores[0]).toMatchObject({
      strongTopics: ["Kinematics"],
      weakTopics: ["Thermodynamics"],
    });
  });
});

describe("recommendedStudyTime (formula F)", () => {
  it("is 2 hours at the 70% target and one hour more for every 10 points below", () => {
    expect(recommendedStudyTime(70)).toBe(2);
    expect(recommendedStudyTime(40)).toBe(5);
    expect(recommendedStudyTime(0)).toBe(9);
    expect(recommendedStudyTime(75)).toBe(2); // 1.5 rounds to 2
    expect(recommendedStudyTime(80)).toBe(1);
  });

  it("never goes under 1 hour or over 10", () => {
    expect(recommendedStudyTime(100)).toBe(1);
    expect(recommendedStudyTime(-50)).toBe(10);
  });
});

describe("overall score (formula G)", () => {
  it("weighs equal sections equally", () => {
    expect(
      overallScore(
        [
          { subject: "Physics", score: 90 },
          { subject: "Chemistry", score: 60 },
        ],
        JEE,
      ),
    ).toBe(75);
  });

  it("weighs sections by their question counts when every section states one", () => {
    const banking = [
      { subjects: ["English"], questions: 30 },
      { subjects: ["Quantitative Aptitude"], questions: 35 },
      { subjects: ["Reasoning"], questions: 35 },
    ];
    // (30×100 + 35×0 + 35×50) / 100 = 47.5
    expect(
      overallScore(
        [
          { subject: "English", score: 100 },
          { subject: "Quantitative Aptitude", score: 0 },
          { subject: "Reasoning", score: 50 },
        ],
        banking,
      ),
    ).toBe(47.5);
  });

  it("splits a section's share equally among its subjects", () => {
    const weights = patternWeights([{ subjects: ["Physics"] }, { subjects: ["Botany", "Zoology"] }]);
    expect(Object.fromEntries(weights)).toEqual({ Physics: 0.5, Botany: 0.25, Zoology: 0.25 });
    // Physics 40 weighs as much as Botany 100 and Zoology 100 together: (0.5×40 + 0.25×100 + 0.25×100) = 70
    expect(
      overallScore(
        [
          { subject: "Physics", score: 40 },
          { subject: "Botany", score: 100 },
          { subject: "Zoology", score: 100 },
        ],
        [{ subjects: ["Physics"] }, { subjects: ["Botany", "Zoology"] }],
      ),
    ).toBe(70);
  });

  it("leaves subjects without answers out instead of counting them as 0", () => {
    expect(overallScore([{ subject: "Physics", score: 80 }], JEE)).toBe(80);
  });

  it("gives a subject outside the pattern an equal share, and every subject 1 with no pattern", () => {
    // JEE: each pattern subject weighs 1/3; "Aptitude" gets 1/3 too
    expect(
      overallScore(
        [
          { subject: "Physics", score: 90 },
          { subject: "Aptitude", score: 30 },
        ],
        JEE,
      ),
    ).toBe(60);
    expect(
      overallScore(
        [
          { subject: "A", score: 10 },
          { subject: "B", score: 20 },
          { subject: "C", score: 60 },
        ],
        [],
      ),
    ).toBe(30);
  });

  it("is 0 with no subject", () => {
    expect(overallScore([], JEE)).toBe(0);
  });

  it("comes from the answers through analysePreparedness", () => {
    const result = analysePreparedness({
      answers: [...answers("Physics", "Kinematics", "cccw"), ...answers("Chemistry", "Equilibrium", "cwww")],
      today: TODAY,
      sections: JEE,
    });
    expect(result.overallScore).toBe(50); // (75 + 25) / 2; Mathematics has no answers and is left out
  });
});

describe("recommendations (formula H)", () => {
  const revise = (topic: string, subject: string, accuracy: number, answered: number) => ({
    kind: "revise_topic",
    topic,
    subject,
    topicNamesSubject: false,
    accuracy,
    answered,
  });

  it("name the weak topics with their accuracy and question count, then the unpractised subjects", () => {
    const result = analysePreparedness({
      answers: [
        ...answers("Physics", "Thermodynamics", "ccwww"), // 40% over 5
        ...answers("Physics", "Kinematics", "cccc"),
        ...answers("Chemistry", "Equilibrium", "cwwwwwww"), // 12.5% over 8 -> 13%
      ],
      today: TODAY,
      sections: JEE,
    });
    expect(result.recommendations).toEqual([
      revise("Thermodynamics", "Physics", 40, 5),
      revise("Equilibrium", "Chemistry", 13, 8),
      { kind: "start_subject", subject: "Mathematics" },
    ]);
  });

  it("name the subject once when the topic names it already", () => {
    const result = analysePreparedness({
      answers: [...answers("Chemistry", "Some Basic Concepts in Chemistry", "cwwww")],
      today: TODAY,
      sections: JEE,
    });
    expect(result.recommendations[0]).toEqual({
      ...revise("Some Basic Concepts in Chemistry", "Chemistry", 20, 5),
      topicNamesSubject: true,
    });
  });

  it("point at the lowest-scoring subject when nothing is weak and everything is practised", () => {
    const result = analysePreparedness({
      answers: [
        // enough answers in each subject (SUBJECT_MIN_ANSWERS) for its score to count
        ...answers("Physics", "Kinematics", "cccccccccccc"),
        ...answers("Chemistry", "Equilibrium", "cccwcccwcccw"),
        ...answers("Mathematics", "Integral Calculus", "ccccwccccw"),
      ],
      today: TODAY,
      sections: JEE,
    });
    expect(result.recommendations).toEqual([{ kind: "keep_practising", subject: "Chemistry", score: 75 }]);
  });

  it("with no answers: no data, score 0, no cards, one recommendation to take a quiz", () => {
    const result = analysePreparedness({ answers: [], today: TODAY, sections: JEE });
    expect(result).toEqual({
      overallScore: 0,
      questionsAnswered: 0,
      enoughData: false,
      subjectScores: [],
      unpractisedSubjects: ["Physics", "Chemistry", "Mathematics"],
      recommendations: [NO_DATA_RECOMMENDATION],
      hasData: false,
    });
  });
});

describe("enough data (formula I)", () => {
  it("says how much each figure rests on, and that 3 answers are not enough for any of them", () => {
    const result = analysePreparedness({
      answers: [
        ...answers("Physics", "Kinematics", "w"),
        ...answers("Physics", "Optics", "w"),
        ...answers("Physics", "Waves", "w"),
      ],
      today: TODAY,
      sections: [{ subjects: ["Physics"] }],
    });
    expect(result).toMatchObject({ questionsAnswered: 3, enoughData: false, hasData: true });
    expect(result.subjectScores[0]).toMatchObject({
      questionsAttempted: 3,
      enoughData: false,
      improvementKnown: false,
      improvementAnswers: { recent: 3, earlier: 0 },
      topicsRated: 0, // one answer per topic: too few to call any topic weak
    });
    // no subject has enough data: no "lowest-scoring subject at 0%"
    expect(result.recommendations).toEqual([TOO_LITTLE_DATA_RECOMMENDATION]);
  });

  it("counts a subject and the overall score as known from their thresholds on", () => {
    const result = analysePreparedness({
      answers: [
        ...answers("Physics", "Kinematics", "c".repeat(SUBJECT_MIN_ANSWERS - 1)),
        ...answers("Chemistry", "Equilibrium", "w".repeat(OVERALL_MIN_ANSWERS - SUBJECT_MIN_ANSWERS)),
        ...answers("Chemistry", "Equilibrium", "c", addIstDays(TODAY, -IMPROVEMENT_WINDOW_DAYS)),
      ],
      today: TODAY,
      sections: JEE,
    });
    expect(result).toMatchObject({ questionsAnswered: OVERALL_MIN_ANSWERS, enoughData: true });
    expect(result.subjectScores.map((s) => [s.subject, s.enoughData])).toEqual([
      ["Physics", false],
      ["Chemistry", true],
    ]);
    expect(result.subjectScores[1]).toMatchObject({
      improvementKnown: false,
      improvementAnswers: { recent: 10, earlier: 1 },
    });
  });

  it("knows the improvement once both weeks have enough answers", () => {
    const result = analysePreparedness({
      answers: [
        ...answers("Physics", "Kinematics", "ccccc"),
        ...answers("Physics", "Kinematics", "wwwww", addIstDays(TODAY, -IMPROVEMENT_WINDOW_DAYS)),
      ],
      today: TODAY,
      sections: JEE,
    });
    expect(result.subjectScores[0]).toMatchObject({
      improvement: 100,
      improvementKnown: true,
      improvementAnswers: { recent: IMPROVEMENT_MIN_ANSWERS, earlier: IMPROVEMENT_MIN_ANSWERS },
    });
  });
});
