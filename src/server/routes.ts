import type { FastifyInstance } from "fastify";
import type { ExamType } from "~/shared/contract/common";
import type { Syllabus } from "~/shared/contract/syllabus";
import { loadSyllabus } from "./content/load";
import type { AppContext } from "./context";
import { accountRoutes } from "./features/account/routes";
import { instituteBankRoutes } from "./features/admin/institute-bank-routes";
import { adminRoutes } from "./features/admin/routes";
import { adminAuditRoutes } from "./features/admin-audit/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { assignmentRoutes } from "./features/assignments/routes";
import { attemptRoutes } from "./features/attempts/routes";
import { bookmarkRoutes } from "./features/bookmarks/routes";
import { chapterRoutes } from "./features/chapters/routes";
import { correctionRoutes } from "./features/corrections/routes";
import { examRoutes } from "./features/exams/routes";
import { adminReportRoutes } from "./features/feedback/admin-report-routes";
import { feedbackRoutes } from "./features/feedback/routes";
import { imageRoutes } from "./features/images/routes";
import { instituteAuditRoutes } from "./features/institute-audit/routes";
import { instituteRoutes } from "./features/institutes/routes";
import { leaderboardRoutes } from "./features/leaderboard/routes";
import { liveTestRoutes } from "./features/live-tests/routes";
import { paymentRoutes } from "./features/payments/routes";
import { predictionRoutes } from "./features/predictions/routes";
import { progressRoutes } from "./features/progress/routes";
import { createPublicQuizCache } from "./features/quizzes/public-quiz-cache";
import { quizRoutes } from "./features/quizzes/routes";
import { reminderRoutes } from "./features/reminders/routes";
import { reviewRoutes } from "./features/review/routes";
import { settingsRoutes } from "./features/settings/routes";
import { studyPlanRoutes } from "./features/study-plan/routes";
import { adminVitalsRoutes } from "./features/vitals/admin-vitals-routes";
import { vitalsRoutes } from "./features/vitals/routes";

/** Each exam's syllabus, read from content/syllabus on first use and kept: the files do not change while running. */
const syllabi = new Map<ExamType, Syllabus>();
const syllabusOf = (examType: ExamType): Syllabus => {
  let syllabus = syllabi.get(examType);
  if (!syllabus) {
    syllabus = loadSyllabus(examType);
    syllabi.set(examType, syllabus);
  }
  return syllabus;
};

/** Every feature's routes, registered explicitly so the wiring reads in one place. */
export function featureRoutes(app: FastifyInstance, ctx: AppContext) {
  // shared by the quiz page (reads) and the admin's writes (each drops it)
  const publicQuizzes = createPublicQuizCache(ctx);
  examRoutes(app, ctx);
  chapterRoutes(app, ctx, syllabusOf);
  quizRoutes(app, ctx, publicQuizzes);
  attemptRoutes(app, ctx);
  bookmarkRoutes(app, ctx);
  leaderboardRoutes(app, ctx);
  progressRoutes(app, ctx);
  reviewRoutes(app, ctx);
  settingsRoutes(app, ctx);
  studyPlanRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  predictionRoutes(app, ctx);
  paymentRoutes(app, ctx);
  adminRoutes(app, ctx, publicQuizzes, [adminReportRoutes, adminVitalsRoutes]);
  feedbackRoutes(app, ctx);
  imageRoutes(app, ctx);
  liveTestRoutes(app, ctx, publicQuizzes);
  correctionRoutes(app, ctx, publicQuizzes);
  adminAuditRoutes(app, ctx);
  vitalsRoutes(app, ctx);
  instituteRoutes(app, ctx);
  instituteBankRoutes(app, ctx, publicQuizzes);
  instituteAuditRoutes(app, ctx);
  assignmentRoutes(app, ctx);
  accountRoutes(app, ctx);
  reminderRoutes(app, ctx);
}
