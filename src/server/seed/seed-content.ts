import { inArray } from "drizzle-orm";
import { ALL_EXAM_CONTENT } from "~/server/content";
import type { ContentQuiz, ExamContent } from "~/server/content/types";
import type { DbOrTx } from "~/server/db/client";
import { categories, exams, questions, quizQuestions, quizzes } from "~/server/db/schema";

const CATEGORY_BY_KIND: Record<ContentQuiz["kind"], string> = {
  practice: "Practice",
  mock: "Mock Tests",
  past_paper: "Past Papers",
};

/**
 * Writes the exams, their question bank and quizzes from src/server/content.
 * Idempotent and respectful of admins: rows are found by their stable slug and only inserted when
 * missing, so a re-run neither duplicates anything nor overwrites an admin's edits.
 */
export async function seedContent(db: DbOrTx): Promise<void> {
  await seedExams(db);
  for (const content of ALL_EXAM_CONTENT) await seedExamContent(db, content);
}

/**
 * The five exams, their facts and marking schemes: reference data the product needs even without
 * demo content (categories and quizzes point at them), so it is written on every start.
 */
export async function seedExams(db: DbOrTx): Promise<void> {
  for (const [sortOrder, content] of ALL_EXAM_CONTENT.entries()) await insertExam(db, content, sortOrder);
}

async function insertExam(db: DbOrTx, content: ExamContent, sortOrder: number) {
  const { exam } = content;
  await db
    .insert(exams)
    .values({
      key: exam.key,
      name: exam.name,
      facts: {
        fullName: exam.fullName,
        description: exam.description,
        ageLimit: exam.ageLimit,
        duration: exam.duration,
        totalMarks: exam.totalMarks,
        attempts: exam.attempts,
        pattern: exam.pattern,
        subjects: exam.subjects,
        keyFeatures: exam.keyFeatures,
        eligibility: exam.eligibility,
        selectionCriteria: exam.selectionCriteria,
        markingPaper: exam.marking.paper,
      },
      markingCorrect: exam.marking.correct,
      markingWrong: exam.marking.wrong,
      sections: exam.sections,
      topics: content.topics,
      testInterface: exam.testInterface,
      officialMinutes: exam.officialPaper.minutes,
      officialQuestions: exam.officialPaper.questions,
      sortOrder,
    })
    .onConflictDoUpdate({ target: exams.key, set: { testInterface: exam.testInterface } });
}

async function seedExamContent(db: DbOrTx, content: ExamContent) {
  const { exam } = content;
  const categoryIds = new Map<string, number>();
  for (const kind of Object.keys(CATEGORY_BY_KIND) as ContentQuiz["kind"][]) {
    const name = `${exam.name} ${CATEGORY_BY_KIND[kind]}`;
    await db
      .insert(categories)
      .values({ name, examType: exam.key, description: `${CATEGORY_BY_KIND[kind]} for ${exam.fullName}` })
      .onConflictDoNothing();
  }
  const categoryRows = await db.select().from(categories);
  for (const row of categoryRows) categoryIds.set(`${row.examType}:${row.name}`, row.id);

  await db
    .insert(questions)
    .values(
      content.questions.map((q) => ({
        slug: q.key,
        examType: exam.key,
        subject: q.subject,
        topic: q.topic,
        difficulty: q.difficulty,
        text: q.text,
        options: [...q.options],
        correctIndex: q.correct,
        explanation: q.explanation,
        textHi: q.hi?.text ?? null,
        optionsHi: q.hi ? [...q.hi.options] : null,
        explanationHi: q.hi?.explanation ?? null,
      })),
    )
    .onConflictDoNothing({ target: questions.slug });

  const slugs = content.questions.map((q) => q.key);
  const idRows = await db
    .select({ id: questions.id, slug: questions.slug })
    .from(questions)
    .where(inArray(questions.slug, slugs));
  const questionIds = new Map(idRows.map((r) => [r.slug as string, r.id]));

  for (const quiz of content.quizzes) {
    const placed = quiz.sections
      ? quiz.sections.flatMap((s) => s.questionKeys.map((key) => ({ key, section: s.name as string | null })))
      : (quiz.questionKeys ?? []).map((key) => ({ key, section: null }));
    const inserted = await db
      .insert(quizzes)
      .values({
        slug: quiz.key,
        title: quiz.title,
        description: quiz.description,
        examType: exam.key,
        categoryId: categoryIds.get(`${exam.key}:${exam.name} ${CATEGORY_BY_KIND[quiz.kind]}`) ?? null,
        kind: quiz.kind,
        difficulty: quiz.difficulty,
        year: quiz.year ?? null,
        isSample: quiz.isSample ?? false,
        timeLimit: quiz.timeLimitMinutes,
        totalQuestions: placed.length,
        sections:
          quiz.sections?.map((s) => ({
            name: s.name,
            ...(s.timeLimitMinutes ? { timeLimitMinutes: s.timeLimitMinutes } : {}),
          })) ?? null,
      })
      .onConflictDoNothing({ target: quizzes.slug })
      .returning({ id: quizzes.id });
    const quizId = inserted[0]?.id;
    if (quizId === undefined) continue; // already seeded: leave the admin's version alone
    await db.insert(quizQuestions).values(
      placed.map((p, position) => {
        const questionId = questionIds.get(p.key);
        if (questionId === undefined) throw new Error(`quiz ${quiz.key} uses unknown question ${p.key}`);
        return { quizId, questionId, position, section: p.section };
      }),
    );
  }
}
