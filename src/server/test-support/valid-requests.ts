import type { InjectOptions } from "fastify";
import { addIstDays, istDay } from "~/domain/ist";

/** The ids a valid request names: the caller's own attempt and order, seeded quizzes and questions. */
export type Fixtures = {
  quizId: number;
  questionId: number;
  categoryId: number;
  attemptId: number;
  submittedAttemptId: number;
  orderId: string;
  /** an institute, one of its batches and a user in it (1 when a test has none: a 404 then) */
  instituteId?: number;
  batchId?: number;
  userId?: number;
  /** an assignment of that institute (1 when a test has none: a 404 then) */
  assignmentId?: number;
};

/** A request that passes validation, so the answer is about who is asking. */
export function validRequest(method: string, url: string, f: Fixtures): InjectOptions {
  const path = url
    .replace(":instituteId", String(f.instituteId ?? 1))
    .replace(":batchId", String(f.batchId ?? 1))
    .replace(":userId", String(f.userId ?? 1))
    .replace(":assignmentId", String(f.assignmentId ?? 1))
    .replace(":examType", "jee")
    .replace(":chapter", "phy-kinematics")
    .replace(":questionId", String(f.questionId))
    .replace(":orderId", f.orderId)
    .replace(
      ":id",
      String(
        url.startsWith("/api/attempts/:id/retake") || url === "/api/attempts/:id/pace"
          ? f.submittedAttemptId
          : url.startsWith("/api/attempts")
            ? f.attemptId
            : url.startsWith("/api/admin/questions")
              ? f.questionId
              : f.quizId,
      ),
    );
  const query = VALID_QUERIES[`${method} ${url}`];
  const options: InjectOptions = {
    method: method as InjectOptions["method"],
    url: query ? `${path}?${query}` : path,
  };
  const body = validBody(method, url, f);
  if (body !== undefined) {
    options.payload = JSON.stringify(body);
    options.headers = { "content-type": "application/json" };
  }
  return options;
}

/** The query string a route needs to pass validation */
const VALID_QUERIES: Record<string, string> = {
  "GET /api/user/predictions": "exam=jee",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/merit-list/download": "format=csv",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/item-statistics/download": "format=csv",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/responses/download": "format=csv",
  "GET /api/institutes/:instituteId/learners/:userId/history/download": "format=csv",
};

/** The JSON body a route accepts (undefined for routes that take none). */
export function validBody(method: string, url: string, f: Fixtures): Record<string, unknown> | undefined {
  const bodies: Record<string, Record<string, unknown> | undefined> = {
    "POST /api/auth/demo": { email: "matrix-signin@example.com" },
    "POST /api/quiz/:id/start": {},
    "PUT /api/attempts/:id/answers": { answers: { [String(f.questionId)]: 1 } },
    "POST /api/quiz/:id/submit": { attemptId: f.attemptId, timeSpent: 30, answers: {} },
    "POST /api/bookmark/:questionId": undefined,
    "POST /api/payments/order": { plan: "monthly" },
    "POST /api/payments/verify": {
      razorpay_order_id: f.orderId,
      razorpay_payment_id: "pay_matrix123",
      razorpay_signature: "ab".repeat(32),
    },
    "POST /api/payments/simulated/pay": { orderId: f.orderId },
    "PUT /api/user/settings": { compensatoryTime: false },
    // valid, but not the caller's email: refused with a 400, so the matrix deletes no one
    "DELETE /api/account": { email: "zq-not-this-account@example.com" },
    "PATCH /api/user/preferences": { language: "hi" },
    "PUT /api/account/reminders": { kinds: ["review-due"], quietStart: "22:00", quietEnd: "07:00" },
    "POST /api/account/reminders/subscriptions": {
      endpoint: "https://push.example.com/send/zq-matrix",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    },
    "DELETE /api/account/reminders/subscriptions": { endpoint: "https://push.example.com/send/zq-matrix" },
    "PUT /api/user/study-plan": {
      examType: "jee",
      examDate: addIstDays(istDay(new Date()), 90),
      hoursPerDay: 2,
    },
    "POST /api/user/review/:questionId": { answer: null },
    "POST /api/user/adaptive-practice": { exam: "jee" },
    "POST /api/exams/:examType/chapters/:chapter/sets": { mode: "untried", size: 5 },
    "POST /api/feedback": { rating: 4, category: "features", feedback: "More mock tests, please." },
    "POST /api/vitals": {
      route: "/quiz/:id",
      deviceClass: "phone",
      effectiveType: "4g",
      metrics: [{ name: "LCP", value: 1800, rating: "good" }],
    },
    "POST /api/payments/webhook": { event: "payment.captured", payload: {} },
    "POST /api/admin/categories": { name: "Matrix category", examType: "jee" },
    "POST /api/admin/quizzes": { title: "Matrix quiz", categoryId: f.categoryId },
    "PUT /api/admin/quizzes/:id": { title: "Renamed by the matrix" },
    "POST /api/admin/questions": {
      question: "Matrix question?",
      options: ["a", "b", "c", "d"],
      correctAnswer: "a",
      quizId: f.quizId,
    },
    "PUT /api/admin/questions/:id": { explanation: "Edited by the matrix" },
    // a repeat of the seeded state: valid, and it changes nothing
    "POST /api/admin/questions/bulk": { ids: [f.questionId], action: "publish" },
    "POST /api/admin/upload-questions": {
      quizId: f.quizId,
      csvData: "question,option1,option2,option3,option4,correctAnswer,explanation\nQ?,1,2,3,4,a,because",
    },
    "PUT /api/admin/daily-schedule": { date: "2099-01-01", quizId: f.quizId },
    "POST /api/admin/stimuli": { examType: "jee", kind: "passage", body: "A matrix passage." },
    "PUT /api/admin/stimuli/:id": { title: "Renamed by the matrix" },
    "POST /api/live-tests/:id/challenges": {
      questionId: f.questionId,
      reason: "The key marks option B, the working gives C.",
    },
    "POST /api/admin/live-tests": {
      quizId: f.quizId,
      startsAt: "2099-01-01T04:30:00Z",
      endsAt: "2099-01-01T07:30:00Z",
    },
    "PATCH /api/admin/reports/:id": { status: "looking" },
    "POST /api/admin/questions/:id/corrections": { action: "drop", reason: "Dropped by the matrix" },
    "POST /api/user/notifications/read": {},
    "POST /api/admin/institutes": { name: "zq Matrix Institute", ownerEmail: "zq-matrix-owner@example.com" },
    "POST /api/institutes/:instituteId/invitations": { email: "zq-matrix-teacher@example.com" },
    "POST /api/institutes/:instituteId/batches": { name: "zq Matrix batch" },
    "PATCH /api/institutes/:instituteId/batches/:batchId": { name: "zq Renamed by the matrix" },
    "POST /api/institutes/:instituteId/batches/:batchId/members": {
      emails: ["zq-matrix-learner@example.com"],
    },
    "POST /api/institutes/:instituteId/batches/:batchId/members/csv": {
      csv: "email\nzq-matrix-csv@example.com\n",
    },
    "POST /api/batches/join": { code: "ZZZZZZZZ" },
    "POST /api/institutes/:instituteId/assignments": assignmentBody(f),
    "PATCH /api/institutes/:instituteId/assignments/:assignmentId": assignmentBody(f),
    ...instituteBankBodies(f),
  };
  return bodies[`${method} ${url}`];
}

/** An assignment of the fixtures' quiz to their batch, opening a day after now and closing a day later. */
function assignmentBody(f: Fixtures): Record<string, unknown> {
  const day = 24 * 3600_000;
  return {
    quizId: f.quizId,
    batchIds: [f.batchId ?? 1],
    opensAt: new Date(Date.now() + day).toISOString(),
    closesAt: new Date(Date.now() + 2 * day).toISOString(),
  };
}

/** The institute's own bank (decision 0059): bodies naming the fixtures' paper and question. */
function instituteBankBodies(f: Fixtures): Record<string, Record<string, unknown>> {
  const bank = "/api/institutes/:instituteId/bank";
  return {
    [`POST ${bank}/quizzes`]: { title: "zq Matrix paper", categoryId: f.categoryId },
    [`PUT ${bank}/quizzes/:id`]: { title: "zq Matrix paper renamed" },
    [`POST ${bank}/stimuli`]: { examType: "jee", kind: "passage", body: "zq A matrix passage." },
    [`PUT ${bank}/stimuli/:id`]: { title: "zq Matrix passage renamed" },
    [`POST ${bank}/questions`]: {
      quizId: f.quizId,
      question: "zq Matrix question?",
      options: ["a", "b", "c", "d"],
      correctAnswer: 1,
      explanation: "",
    },
    [`PUT ${bank}/questions/:id`]: { topic: "zq Matrix topic" },
    [`POST ${bank}/questions/bulk`]: { ids: [f.questionId], action: "publish" },
    [`POST ${bank}/upload-questions`]: {
      quizId: f.quizId,
      csvData:
        "question,option1,option2,option3,option4,correctAnswer,explanation\nzq Matrix csv?,a,b,c,d,a,\n",
      dryRun: true,
    },
    [`POST ${bank}/import`]: {
      format: "aiken",
      text: "zq Matrix aiken?\nA. a\nB. b\nANSWER: A\n",
      quizId: f.quizId,
      defaults: { exam: "jee", subject: "Physics", topic: "zq Matrix", difficulty: "easy" },
      dryRun: true,
    },
    [`POST ${bank}/copy`]: { ids: [f.questionId], quizId: f.quizId },
  };
}
