import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { ALL_EXAM_CONTENT } from "~/server/content";
import { englishFacts } from "~/server/content/exam-facts";
import type { DbOrTx } from "~/server/db/client";
import { categories, exams, questions, quizQuestions, quizzes, stimuli } from "~/server/db/schema";
import type { ContentQuestion, ContentQuiz, ExamContent, SingleQuestion } from "~/shared/contract/bank";
import { structuresOf } from "~/shared/question-structure";

const CATEGORY_BY_KIND: Record<ContentQuiz["kind"], string> = {
  practice: "Practice",
  mock: "Mock Tests",
  past_paper: "Past Papers",
};

/**
 * Writes the exams, their question bank and quizzes from the bank's data files (content/bank).
 * Exams are reference data and follow the content on every start. Questions and quizzes are
 * found by their stable slug and only inserted when missing, so a re-run neither duplicates
 * anything nor overwrites an admin's edits; the two narrow exceptions (a fifth option, a replaced
 * quiz) touch only rows still exactly as an earlier seed wrote them.
 */
export async function seedContent(db: DbOrTx): Promise<void> {
  await seedExams(db);
  for (const content of ALL_EXAM_CONTENT) await seedExamContent(db, content);
}

/**
 * The five exams, their facts, pattern and marking schemes: reference data the product needs even
 * without demo content (categories and quizzes point at them). Written on every start, and an
 * existing row is brought up to the content (a new year's pattern, or the facts' Hindi, reaches
 * existing databases).
 */
export async function seedExams(db: DbOrTx): Promise<void> {
  for (const [sortOrder, content] of ALL_EXAM_CONTENT.entries()) await upsertExam(db, content, sortOrder);
}

async function upsertExam(db: DbOrTx, content: ExamContent, sortOrder: number) {
  const { exam } = content;
  const { paper: _paper, ...markingScheme } = exam.marking;
  const row = {
    name: exam.name,
    facts: englishFacts(exam),
    factsHi: exam.factsHi,
    markingCorrect: exam.marking.correct,
    markingWrong: exam.marking.wrong,
    markingScheme,
    pattern: exam.pattern,
    cutoffs: exam.cutoffs ?? null,
    sections: exam.sections,
    topics: content.topics,
    testInterface: exam.testInterface,
    officialMinutes: exam.officialPaper.minutes,
    officialQuestions: exam.officialPaper.questions,
    sortOrder,
  };
  await db
    .insert(exams)
    .values({ key: exam.key, ...row })
    .onConflictDoUpdate({ target: exams.key, set: row });
}

/** The columns of a questions row that hold a content question's type and key. */
function answerColumns(q: ContentQuestion) {
  switch (q.type) {
    case "multiple":
      return { type: "multiple" as const, options: [...q.options], correctAnswers: [...q.correctAnswers] };
    case "numerical":
      return {
        type: "numerical" as const,
        options: [],
        numericMin: q.numericAnswer.min,
        numericMax: q.numericAnswer.max,
      };
    default:
      return { type: "single" as const, options: [...q.options], correctIndex: q.correct };
  }
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

  const stimulusIds = await seedStimuli(db, content);
  await db
    .insert(questions)
    .values(
      content.questions.map((q) => ({
        ...describingColumns(q),
        stimulusId: q.stimulus === undefined ? null : stimulusIdOf(stimulusIds, q),
        slug: q.key,
        examType: exam.key,
        subject: q.subject,
        topic: q.topic,
        difficulty: q.difficulty,
        text: q.text,
        ...answerColumns(q),
        explanation: q.explanation,
        textHi: q.hi?.text ?? null,
        // a numerical question's Hindi has no options: [] (as an admin's edit stores it), for null
        // means "no Hindi" to the learner's view and the papers' Hindi counts
        optionsHi: q.hi ? ("options" in q.hi ? [...q.hi.options] : []) : null,
        explanationHi: q.hi?.explanation ?? null,
        structure: structuresOf(q),
      })),
    )
    .onConflictDoNothing({ target: questions.slug });
  await addFifthOptions(db, content);
  await showNumericalHindi(db, content);
  await followContentStructures(db, content);
  await followContentDescriptions(db, content);

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
        titleHi: quiz.titleHi ?? null,
        descriptionHi: quiz.descriptionHi ?? null,
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
        // a paper marked its own way also gets its base marks in the plain override columns, so a
        // reader that knows only those (lists, older results) shows CSAT's +2.5 / -5/6 too
        markingCorrect: quiz.markingScheme?.correct ?? null,
        markingWrong: quiz.markingScheme?.wrong ?? null,
        markingScheme: quiz.markingScheme ?? null,
        cutoffs: quiz.cutoffs ?? null,
        qualifyingPercent: quiz.qualifyingPercent ?? null,
        fullLength: quiz.fullLength ?? null,
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
  await retireReplacedQuizzes(db, content);
}

/** What a content question says about itself beyond its wording and key. */
function describingColumns(q: ContentQuestion) {
  return {
    format: q.format ?? "direct",
    sourceNote: q.source ?? null,
    asOf: q.asOf ?? null,
    chapter: q.chapter ?? null,
  };
}

function stimulusIdOf(ids: Map<string, number>, q: ContentQuestion): number {
  const id = ids.get(q.stimulus ?? "");
  if (id === undefined) throw new Error(`question ${q.key} uses unknown stimulus ${q.stimulus}`);
  return id;
}

/** The exam's shared passages and tables, found by slug and inserted when missing; slug -> id. */
async function seedStimuli(db: DbOrTx, content: ExamContent): Promise<Map<string, number>> {
  const list = content.stimuli ?? [];
  if (list.length === 0) return new Map();
  await db
    .insert(stimuli)
    .values(
      list.map((s) => ({
        slug: s.key,
        examType: content.exam.key,
        kind: s.kind,
        title: s.title,
        body: s.body,
        titleHi: s.hi?.title ?? null,
        bodyHi: s.hi?.body ?? null,
      })),
    )
    .onConflictDoNothing({ target: stimuli.slug });
  const rows = await db
    .select({ id: stimuli.id, slug: stimuli.slug })
    .from(stimuli)
    .where(
      inArray(
        stimuli.slug,
        list.map((s) => s.key),
      ),
    );
  return new Map(rows.map((r) => [r.slug as string, r.id]));
}

/**
 * Questions seeded before the bank recorded formats, sources, as-of dates and chapters get them, and a
 * difficulty label the calibration (docs/content/difficulty.md) changed follows the content (a
 * question's, then a quiz's), each in one statement, only where the row still holds what a seed wrote: a column an admin filled, or a
 * question an admin edited since it was seeded (updated_at past created_at), stays as it is.
 */
async function followContentDescriptions(db: DbOrTx, content: ExamContent) {
  const described = content.questions.map((q) => ({
    slug: q.key,
    difficulty: q.difficulty,
    ...describingColumns(q),
  }));
  await db.execute(sql`
    update ${questions} as q set
      format = case when q.format = 'direct' then v.format else q.format end,
      source_note = coalesce(q.source_note, v."sourceNote"),
      as_of = coalesce(q.as_of, v."asOf"::date),
      chapter = coalesce(q.chapter, v.chapter),
      difficulty = case when q.updated_at = q.created_at then v.difficulty else q.difficulty end
    from jsonb_to_recordset(${JSON.stringify(described)}::jsonb)
      as v(slug text, difficulty text, format text, "sourceNote" text, "asOf" text, chapter text)
    where q.slug = v.slug
      and (
        (q.format = 'direct' and v.format <> 'direct')
        or (q.source_note is null and v."sourceNote" is not null)
        or (q.as_of is null and v."asOf" is not null)
        or (q.chapter is null and v.chapter is not null)
        or (q.updated_at = q.created_at and q.difficulty <> v.difficulty)
      )`);
  // a quiz's label follows its questions' calibrated labels, unless an admin edited the quiz
  const labels = content.quizzes.map((quiz) => ({ slug: quiz.key, difficulty: quiz.difficulty }));
  await db.execute(sql`
    update ${quizzes} as z set difficulty = v.difficulty
    from jsonb_to_recordset(${JSON.stringify(labels)}::jsonb) as v(slug text, difficulty text)
    where z.slug = v.slug and z.updated_at = z.created_at and z.difficulty <> v.difficulty`);
  // a quiz seeded before its Hindi gains it, where its English is still the one the Hindi translates
  const hindi = content.quizzes.flatMap((quiz) =>
    quiz.titleHi && quiz.descriptionHi
      ? [
          {
            slug: quiz.key,
            title: quiz.title,
            description: quiz.description,
            titleHi: quiz.titleHi,
            descriptionHi: quiz.descriptionHi,
          },
        ]
      : [],
  );
  await db.execute(sql`
    update ${quizzes} as z set
      title_hi = case when z.title_hi is null and z.title = v.title then v."titleHi" else z.title_hi end,
      description_hi = case when z.description_hi is null and z.description = v.description
        then v."descriptionHi" else z.description_hi end
    from jsonb_to_recordset(${JSON.stringify(hindi)}::jsonb)
      as v(slug text, title text, description text, "titleHi" text, "descriptionHi" text)
    where z.slug = v.slug
      and ((z.title_hi is null and z.title = v.title) or (z.description_hi is null and z.description = v.description))`);
}

/**
 * Numerical questions seeded with their Hindi text but null Hindi options were shown in English only
 * (the learner's view and the papers' Hindi counts read null options as no Hindi): they get [] as
 * their Hindi options. No edit writes that state (an admin's numerical Hindi is stored with []), so
 * every such row is one seeded before.
 */
/**
 * A question an earlier seed wrote as text, now kept as structure in the bank: the row gains the
 * structure while its texts are still exactly the structure flattened (an admin's edit is left
 * alone). The texts stay as they are, so nothing a learner reads changes but its layout.
 */
async function followContentStructures(db: DbOrTx, content: ExamContent) {
  for (const q of content.questions) {
    const structure = structuresOf(q);
    if (!structure) continue;
    await db
      .update(questions)
      .set({ structure })
      .where(
        and(
          eq(questions.slug, q.key),
          isNull(questions.structure),
          eq(questions.text, q.text),
          sql`${questions.textHi} is not distinct from ${q.hi?.text ?? null}`,
        ),
      );
  }
}

async function showNumericalHindi(db: DbOrTx, content: ExamContent) {
  await db
    .update(questions)
    .set({ optionsHi: [] })
    .where(
      and(
        eq(questions.examType, content.exam.key),
        eq(questions.type, "numerical"),
        isNotNull(questions.textHi),
        isNull(questions.optionsHi),
      ),
    );
}

/**
 * IBPS PO prelims questions gained a fifth option (E) after earlier seeds wrote them with four.
 * Rather than new slugs (which would leave the old four-option copies in every quiz and result),
 * the fifth option is appended to a row only while its text and options (and Hindi options) are
 * still exactly the seed's four: an admin's edited question is left alone. Appending at index 4
 * keeps the stored key and every saved answer (indexes 0-3) meaning what they meant.
 */
async function addFifthOptions(db: DbOrTx, content: ExamContent) {
  const five = content.questions.filter(
    (q): q is SingleQuestion => q.type !== "multiple" && q.type !== "numerical" && q.options.length === 5,
  );
  if (five.length === 0) return;
  const stale = await db
    .select({ slug: questions.slug })
    .from(questions)
    .where(
      and(
        inArray(
          questions.slug,
          five.map((q) => q.key),
        ),
        sql`jsonb_array_length(${questions.options}) = 4`,
      ),
    );
  const staleSlugs = new Set(stale.map((r) => r.slug));
  for (const q of five) {
    if (!staleSlugs.has(q.key)) continue;
    const oldHi = q.hi ? JSON.stringify(q.hi.options.slice(0, 4)) : null;
    await db
      .update(questions)
      .set({ options: [...q.options], optionsHi: q.hi ? [...q.hi.options] : null })
      .where(
        and(
          eq(questions.slug, q.key),
          eq(questions.text, q.text),
          sql`${questions.options} = ${JSON.stringify(q.options.slice(0, 4))}::jsonb`,
          sql`${questions.optionsHi} is not distinct from ${oldHi}::jsonb`,
        ),
      );
  }
}

/**
 * A quiz whose pattern changed (NEET's 180 minutes, JEE Main's numerical questions) is seeded under
 * a new key; the quiz it replaces is unpublished where no admin has edited it since it was seeded
 * (updated_at still its created_at). Its attempts and results stay; an admin can publish it again.
 */
async function retireReplacedQuizzes(db: DbOrTx, content: ExamContent) {
  if (!content.retiredQuizKeys?.length) return;
  await db
    .update(quizzes)
    .set({ published: false })
    .where(
      and(
        inArray(quizzes.slug, content.retiredQuizKeys),
        eq(quizzes.published, true),
        sql`${quizzes.updatedAt} = ${quizzes.createdAt}`,
      ),
    );
}
