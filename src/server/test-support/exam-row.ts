import type { DbOrTx } from "~/server/db/client";
import { exams } from "~/server/db/schema";
import type { ExamType } from "~/shared/contract/common";

/**
 * The one row admin tests need that no admin call creates: the exam (seeded in the app). Seeding
 * the whole demo content costs many seconds, so admin tests insert just this and build the rest
 * through the API itself.
 */
export async function insertExam(db: DbOrTx, key: ExamType = "jee"): Promise<void> {
  await db
    .insert(exams)
    .values({
      key,
      name: key.toUpperCase(),
      facts: {
        fullName: `${key.toUpperCase()} test exam`,
        description: "",
        ageLimit: "",
        duration: "",
        totalMarks: "",
        attempts: "",
        pattern: "",
        subjects: ["Physics", "Chemistry", "Mathematics"],
        keyFeatures: [],
        eligibility: "",
        selectionCriteria: [],
        markingPaper: "",
      },
      markingCorrect: 4,
      markingWrong: -1,
      sections: [
        { name: "Physics", subjects: ["Physics"] },
        { name: "Chemistry", subjects: ["Chemistry"] },
        { name: "Mathematics", subjects: ["Mathematics"] },
      ],
      topics: { Physics: ["Kinematics"], Chemistry: ["Atomic Structure"], Mathematics: ["Calculus"] },
      officialMinutes: 180,
      officialQuestions: 75,
    })
    .onConflictDoNothing();
}
