import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { categories, questions, quizzes, stimuli } from "~/server/db/schema";
import { type AuditDeclaration, audited, quoted } from "~/server/http/audit-declaration";
import type {
  AdminCategory,
  AdminQuestion,
  AdminQuiz,
  BulkAction,
  BulkQuestionsBody,
  BulkQuestionsResponse,
  DailyScheduleEntry,
  UpdateQuizBody,
  UploadQuestionsBody,
} from "~/shared/contract/admin";
import type { BankImportBody } from "~/shared/contract/bank-exchange";
import { CORRECTION_ACTIONS } from "~/shared/contract/corrections";
import type { AdminInstitute } from "~/shared/contract/institutes";
import type { AdminLiveTest, AdminLiveTestChallenge } from "~/shared/contract/live-tests";
import type { UpdateReportBody } from "~/shared/contract/reports";
import type { AdminStimulus, UploadedImage } from "~/shared/contract/stimuli";

type Id = { id: number };

/** How a bulk edit of the bank reads in the log, before its count. */
const BULK_NOTES: Record<BulkAction, (body: BulkQuestionsBody) => string> = {
  publish: () => "Published questions",
  unpublish: () => "Unpublished questions (now drafts)",
  move: (b) => `Moved questions to quiz #${b.quizId}`,
  add: (b) => `Added questions to quiz #${b.quizId}`,
  "set-topic": (b) =>
    `Set the topic ${quoted(b.topic ?? "")}${b.subject ? ` (subject ${quoted(b.subject)})` : ""}`,
  "set-difficulty": (b) => `Set the difficulty ${b.difficulty}`,
  "set-chapter": (b) => (b.chapter ? `Set the chapter ${quoted(b.chapter)}` : "Cleared the chapter"),
  delete: () => "Deleted questions",
};

const quizAsItWas = (db: Db, id: number) =>
  db
    .select({ title: quizzes.title, published: quizzes.published })
    .from(quizzes)
    .where(eq(quizzes.id, id))
    .then((rows) => rows[0]);

const questionAsItWas = (db: Db, id: number) =>
  db
    .select({ text: questions.text })
    .from(questions)
    .where(eq(questions.id, id))
    .then((rows) => rows[0]);

const categoryAsItWas = (db: Db, id: number) =>
  db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .then((rows) => rows[0]);

const stimulusAsItWas = (db: Db, id: number) =>
  db
    .select({ title: stimuli.title, kind: stimuli.kind })
    .from(stimuli)
    .where(eq(stimuli.id, id))
    .then((rows) => rows[0]);

/** What a quiz edit was: publishing or unpublishing it counts as that, whatever else changed with it. */
function quizEditNote(body: UpdateQuizBody, quiz: AdminQuiz, before: { published: boolean } | undefined) {
  const publishedBefore = before?.published ?? quiz.published;
  const others = Object.keys(body).filter((k) => k !== "published").length;
  const also =
    others > 0
      ? ` (and edited ${Object.keys(body)
          .filter((k) => k !== "published")
          .join(", ")})`
      : "";
  if (quiz.published && !publishedBefore)
    return { kind: "quiz_published" as const, summary: `Published quiz ${quoted(quiz.title)}${also}` };
  if (!quiz.published && publishedBefore)
    return { kind: "quiz_unpublished" as const, summary: `Unpublished quiz ${quoted(quiz.title)}${also}` };
  const fields = Object.keys(body).join(", ") || "nothing";
  return { kind: "quiz_edited" as const, summary: `Edited quiz ${quoted(quiz.title)}: ${fields}` };
}

/**
 * How every non-GET /api/admin route is audited, by its method and URL pattern as registered. A
 * route missing here still leaves a row (kind "other", its method and URL), and
 * admin-audit-coverage.test.ts fails until it is declared.
 */
export const AUDIT_DECLARATIONS: Record<string, AuditDeclaration> = {
  "POST /api/admin/categories": audited<unknown, unknown, AdminCategory>({
    note: ({ response }) => ({
      kind: "category_created",
      recordId: response.id,
      summary: `Created category ${quoted(response.name)} (${response.examType.toUpperCase()})`,
    }),
  }),

  "PUT /api/admin/categories/:id": audited<unknown, Id, AdminCategory, { name: string } | undefined>({
    before: (db, request) => categoryAsItWas(db, request.params.id),
    note: ({ response, before }) => ({
      kind: "category_renamed",
      recordId: response.id,
      summary: `Renamed category ${quoted(before?.name ?? "")} to ${quoted(response.name)}`,
    }),
  }),

  "DELETE /api/admin/categories/:id": audited<unknown, Id, unknown, { name: string } | undefined>({
    before: (db, request) => categoryAsItWas(db, request.params.id),
    note: ({ params, before }) => ({
      kind: "category_removed",
      recordId: params.id,
      summary: `Removed category${before ? ` ${quoted(before.name)}` : ` #${params.id}`}`,
    }),
  }),

  "POST /api/admin/quizzes": audited<unknown, unknown, AdminQuiz>({
    note: ({ response }) => ({
      kind: "quiz_created",
      recordId: response.id,
      summary: `Created quiz ${quoted(response.title)}`,
    }),
  }),

  "PUT /api/admin/quizzes/:id": audited<UpdateQuizBody, Id, AdminQuiz, { published: boolean } | undefined>({
    before: (db, request) => quizAsItWas(db, request.params.id),
    note: ({ body, response, before }) => ({
      recordId: response.id,
      ...quizEditNote(body, response, before),
    }),
  }),

  "DELETE /api/admin/quizzes/:id": audited<unknown, Id, unknown, { title: string } | undefined>({
    before: (db, request) => quizAsItWas(db, request.params.id),
    note: ({ params, before }) => ({
      kind: "quiz_deleted",
      recordId: params.id,
      summary: `Deleted quiz ${before ? quoted(before.title) : `#${params.id}`}`,
    }),
  }),

  "POST /api/admin/questions": audited<unknown, unknown, AdminQuestion>({
    note: ({ response }) => ({
      kind: "question_created",
      recordId: response.id,
      summary: `Created question #${response.id} ${quoted(response.question, 60)}`,
    }),
  }),

  "PUT /api/admin/questions/:id": audited<Record<string, unknown>, Id, AdminQuestion>({
    note: ({ body, response }) => ({
      kind: "question_edited",
      recordId: response.id,
      summary: `Edited question #${response.id} ${quoted(response.question, 60)}: ${Object.keys(body).join(", ")}`,
    }),
  }),

  "DELETE /api/admin/questions/:id": audited<unknown, Id, unknown, { text: string } | undefined>({
    before: (db, request) => questionAsItWas(db, request.params.id),
    note: ({ params, before }) => ({
      kind: "question_deleted",
      recordId: params.id,
      summary: `Deleted question #${params.id}${before ? ` ${quoted(before.text, 60)}` : ""}`,
    }),
  }),

  "POST /api/admin/questions/bulk": audited<BulkQuestionsBody, unknown, BulkQuestionsResponse>({
    note: ({ body, response }) => ({
      kind: "questions_bulk_edited",
      recordId: body.quizId ?? null,
      summary: `${BULK_NOTES[response.action](body)}: ${response.count} ${response.count === 1 ? "question" : "questions"} (${response.changed} changed)`,
    }),
  }),

  "POST /api/admin/upload-questions": audited<
    UploadQuestionsBody,
    unknown,
    { dryRun: boolean; added?: number; duplicates?: unknown[] },
    { title: string } | undefined
  >({
    before: (db, request) => quizAsItWas(db, request.body.quizId),
    note: ({ body, response, before }) => {
      if (response.dryRun) return null; // a preview writes nothing
      const added = response.added ?? 0;
      const skipped = response.duplicates?.length ?? 0;
      const into = before ? ` into quiz ${quoted(before.title)}` : "";
      return {
        kind: "questions_imported",
        recordId: body.quizId,
        summary: `Imported ${body.fileName ?? "pasted CSV"}${into}: ${added} ${added === 1 ? "row" : "rows"}${
          skipped ? `, ${skipped} duplicate${skipped === 1 ? "" : "s"} skipped` : ""
        }`,
      };
    },
  }),

  "POST /api/admin/questions/import": audited<
    BankImportBody,
    unknown,
    { dryRun: boolean; added: number; duplicates: unknown[] },
    { title: string } | undefined
  >({
    before: (db, request) =>
      request.body.quizId === undefined ? Promise.resolve(undefined) : quizAsItWas(db, request.body.quizId),
    note: ({ body, response, before }) => {
      if (response.dryRun) return null; // a preview writes nothing
      const skipped = response.duplicates.length;
      const into = before
        ? ` into quiz ${quoted(before.title)}`
        : ` into the ${body.defaults.exam.toUpperCase()} bank`;
      return {
        kind: "questions_imported",
        recordId: body.quizId ?? null,
        summary: `Imported ${body.fileName ?? `a ${body.format} file`}${into}: ${response.added} ${
          response.added === 1 ? "question" : "questions"
        }${skipped ? `, ${skipped} duplicate${skipped === 1 ? "" : "s"} skipped` : ""}`,
      };
    },
  }),

  "PUT /api/admin/daily-schedule": audited<unknown, unknown, DailyScheduleEntry>({
    note: ({ response }) => ({
      kind: "daily_quiz_scheduled",
      recordId: response.quizId,
      summary: `Scheduled ${quoted(response.quizTitle)} as the daily quiz of ${response.date}`,
    }),
  }),

  "PATCH /api/admin/reports/:id": audited<UpdateReportBody, Id, { ids: number[] }>({
    note: ({ body, params, response }) => {
      const others = response.ids.length - 1;
      return {
        kind: "report_answered",
        recordId: params.id,
        summary: `Set report #${params.id} to ${body.status}${body.reply ? " with a reply" : ""}${
          others > 0 ? ` (and ${others} other report${others === 1 ? "" : "s"} of the question)` : ""
        }`,
      };
    },
  }),

  "POST /api/admin/images": audited<unknown, unknown, UploadedImage>({
    note: ({ response }) => ({
      kind: "image_uploaded",
      recordId: response.id,
      summary: `Uploaded image #${response.id} (${response.width}×${response.height})`,
    }),
  }),

  "POST /api/admin/stimuli": audited<unknown, unknown, AdminStimulus>({
    note: ({ response }) => ({
      kind: "stimulus_created",
      recordId: response.id,
      summary: `Created ${response.kind} #${response.id}${response.title ? ` ${quoted(response.title)}` : ""}`,
    }),
  }),

  "PUT /api/admin/stimuli/:id": audited<Record<string, unknown>, Id, AdminStimulus>({
    note: ({ body, response }) => ({
      kind: "stimulus_edited",
      recordId: response.id,
      summary: `Edited ${response.kind} #${response.id}${response.title ? ` ${quoted(response.title)}` : ""}: ${Object.keys(body).join(", ")}`,
    }),
  }),

  "DELETE /api/admin/stimuli/:id": audited<unknown, Id, unknown, { title: string; kind: string } | undefined>(
    {
      before: (db, request) => stimulusAsItWas(db, request.params.id),
      note: ({ params, before }) => ({
        kind: "stimulus_deleted",
        recordId: params.id,
        summary: `Deleted ${before?.kind ?? "stimulus"} #${params.id}${before?.title ? ` ${quoted(before.title)}` : ""}`,
      }),
    },
  ),

  "POST /api/admin/live-tests": audited<unknown, unknown, AdminLiveTest>({
    note: ({ response }) => ({
      kind: "live_test_scheduled",
      recordId: response.id,
      summary: `Scheduled live test ${quoted(response.title)} from ${response.startsAt} to ${response.endsAt}`,
    }),
  }),

  "POST /api/admin/live-tests/:id/cancel": audited<unknown, Id, AdminLiveTest>({
    note: ({ response }) => ({
      kind: "live_test_cancelled",
      recordId: response.id,
      summary: `Cancelled live test ${quoted(response.title)}`,
    }),
  }),

  "POST /api/admin/live-tests/:id/publish-final": audited<unknown, Id, AdminLiveTest>({
    note: ({ response }) => ({
      kind: "live_results_published",
      recordId: response.id,
      summary: `Published the final results of live test ${quoted(response.title)}`,
    }),
  }),

  "PUT /api/admin/live-tests/:id/challenges/:challengeId/reply": audited<
    unknown,
    Id & { challengeId: number },
    AdminLiveTestChallenge
  >({
    note: ({ params, response }) => ({
      kind: "live_challenge_answered",
      recordId: params.id,
      summary: `Answered ${quoted(response.learnerName)}'s challenge to question ${quoted(response.questionText.slice(0, 60))}`,
    }),
  }),

  // the correction, its question audit row and this row are one transaction (correct-key.ts)
  "POST /api/admin/questions/:id/corrections": { recordedBy: "service", kinds: CORRECTION_ACTIONS },
  "POST /api/admin/institutes": audited<unknown, unknown, AdminInstitute>({
    note: ({ response }) => ({
      kind: "institute_created",
      recordId: response.id,
      summary: `Created institute ${quoted(response.name)} for ${response.pendingOwners.join(", ")}`,
    }),
  }),
};
