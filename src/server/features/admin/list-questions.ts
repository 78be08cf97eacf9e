import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import { INDICATIVE_MIN_ATTEMPTS } from "~/domain/item-analysis";
import type { DbOrTx } from "~/server/db/client";
import { attempts, questions, quizQuestions } from "~/server/db/schema";
import { type BankOwner, ownedBy } from "~/server/institutes/bank-owner";
import { quizzesOf, toAdminQuestion } from "~/server/papers/admin-question-rows";
import { quizItemAnalysis } from "~/server/reports/item-statistics";
import type { AdminQuestionsResponse, listQuestionsQuerySchema } from "~/shared/contract/admin";

type ListQuestionsInput = z.output<typeof listQuestionsQuerySchema>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** SQL: the question sits in the paper `quizId` (or, without one, in any paper). */
const inPaper = (db: DbOrTx, quizId?: number) =>
  exists(
    db
      .select({ one: quizQuestions.quizId })
      .from(quizQuestions)
      .where(
        and(
          eq(quizQuestions.questionId, questions.id),
          quizId === undefined ? undefined : eq(quizQuestions.quizId, quizId),
        ),
      ),
  );

/**
 * The questions the item analysis flags (its rule, src/domain/item-analysis.ts, as the Item analysis
 * tab runs it), in one paper or in every paper with enough first attempts for an indicative reading.
 */
export async function flaggedQuestionIds(db: DbOrTx, quizId?: number): Promise<number[]> {
  const papers =
    quizId !== undefined
      ? [quizId]
      : (
          await db
            .select({ quizId: attempts.quizId })
            .from(attempts)
            .where(and(eq(attempts.isFirst, true), isNotNull(attempts.submittedAt)))
            .groupBy(attempts.quizId)
            .having(sql`count(*) >= ${INDICATIVE_MIN_ATTEMPTS}`)
        ).map((r) => r.quizId);
  const flagged = new Set<number>();
  for (const paper of papers) {
    const analysis = await quizItemAnalysis(db, paper);
    for (const row of analysis.questions) if (row.flags.length > 0) flagged.add(row.questionId);
  }
  return [...flagged];
}

/** The owner's bank (the site's by default), page by page in SQL with its total: every filter of listQuestionsQuerySchema at once. */
export async function listQuestions(
  db: DbOrTx,
  query: ListQuestionsInput,
  owner: BankOwner = null,
  also?: SQL,
): Promise<AdminQuestionsResponse> {
  const conditions: (SQL | undefined)[] = [
    isNull(questions.deletedAt),
    ownedBy(questions.instituteId, owner),
    also,
  ];
  if (query.examType) conditions.push(eq(questions.examType, query.examType));
  if (query.subject) conditions.push(ilike(questions.subject, query.subject.replace(/[\\%_]/g, "\\$&")));
  if (query.topic) conditions.push(ilike(questions.topic, query.topic.replace(/[\\%_]/g, "\\$&")));
  if (query.chapter) conditions.push(eq(questions.chapter, query.chapter));
  if (query.type) conditions.push(eq(questions.type, query.type));
  if (query.difficulty) conditions.push(eq(questions.difficulty, query.difficulty));
  if (query.status) conditions.push(eq(questions.status, query.status));
  // a learner reads the Hindi when it has text and options (numerical: options []), as hindiQuestionCount counts it
  const hasHindi = sql`(coalesce(${questions.textHi}, '') <> '' and ${questions.optionsHi} is not null)`;
  if (query.language === "hindi") conditions.push(hasHindi);
  if (query.language === "english-only") conditions.push(not(hasHindi));
  if (query.quizId)
    conditions.push(query.usedIn === "none" ? not(inPaper(db, query.quizId)) : inPaper(db, query.quizId));
  else if (query.usedIn === "any") conditions.push(inPaper(db));
  else if (query.usedIn === "none") conditions.push(not(inPaper(db)));
  if (query.flagged) {
    const ids = await flaggedQuestionIds(db, query.quizId);
    conditions.push(ids.length ? inArray(questions.id, ids) : sql`false`);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const asId = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : null;
    conditions.push(
      or(
        ilike(questions.text, pattern),
        ilike(questions.textHi, pattern),
        ilike(questions.subject, pattern),
        ilike(questions.topic, pattern),
        ilike(questions.slug, pattern),
        asId === null ? undefined : eq(questions.id, asId),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(questions).where(where);
  const offset = (query.page - 1) * query.pageSize;
  // in one paper (and not "none"): the paper's order; else the newest first
  const rows =
    query.quizId && query.usedIn !== "none"
      ? (
          await db
            .select({ question: questions })
            .from(questions)
            .innerJoin(
              quizQuestions,
              and(eq(quizQuestions.questionId, questions.id), eq(quizQuestions.quizId, query.quizId)),
            )
            .where(where)
            .orderBy(asc(quizQuestions.position), asc(questions.id))
            .limit(query.pageSize)
            .offset(offset)
        ).map((r) => r.question)
      : await db
          .select()
          .from(questions)
          .where(where)
          .orderBy(desc(questions.id))
          .limit(query.pageSize)
          .offset(offset);
  const memberships = await quizzesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toAdminQuestion(r, memberships.get(r.id) ?? [])),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
