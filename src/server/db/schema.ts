import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AnswerValue, MarkingScheme } from "~/domain/marking";
import type { ReminderParams } from "~/domain/reminders";
import { CARD_SOURCES, CARD_STATES, REVIEW_RATINGS } from "~/domain/review-cards";
import type { PublishedCutoffs } from "~/domain/section-results";
import type { CachedQuestionHtml, CachedStimulusHtml } from "~/server/math/rendered-math";
import { ADMIN_AUDIT_KINDS } from "~/shared/contract/admin-audit";
import { KEY_SHOWN } from "~/shared/contract/assignments";
import { ROLES } from "~/shared/contract/auth";
import { CHAPTER_SET_MODES } from "~/shared/contract/chapters";
import {
  DIFFICULTIES,
  EXAM_TYPES,
  type ExamType,
  QUESTION_FORMATS,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  QUIZ_KINDS,
  STIMULUS_KINDS,
  TEST_INTERFACES,
} from "~/shared/contract/common";
import {
  AUDIT_ACTIONS,
  type ChallengeAnsweredParams,
  type KeyCorrectedParams,
  NOTICE_KINDS,
  type ReportAnsweredParams,
} from "~/shared/contract/corrections";
import { FEEDBACK_CATEGORIES } from "~/shared/contract/feedback";
import { LEAVE_KINDS, MEMBER_SOURCES, STAFF_ROLES } from "~/shared/contract/institutes";
import { ENTITLEMENT_SOURCES, PAID_PLAN_IDS, PAYMENT_STATUSES } from "~/shared/contract/payments";
import { LANGUAGES } from "~/shared/contract/preferences";
import type { QuestionStructures } from "~/shared/contract/question-structure";
import type { FullLengthPaper } from "~/shared/contract/quiz-summary";
import { REMINDER_KINDS } from "~/shared/contract/reminders";
import { REPORT_STATUSES } from "~/shared/contract/reports";
import { DEVICE_CLASSES, EFFECTIVE_TYPES, VITAL_NAMES, VITAL_RATINGS } from "~/shared/contract/vitals";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    /** compensatory time (20 minutes per hour) for a candidate eligible for it: applied at start */
    compensatoryTime: boolean("compensatory_time").notNull().default(false),
    /** the interface language the learner chose (null: not chosen, the browser's language decides) */
    language: text("language", { enum: LANGUAGES }),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ROLES }).notNull().default("learner"),
    /**
     * The OpenID issuer and subject the user signs in with (Google): the account is found by these,
     * never by the email alone. A row from before the issuer was stored has only the subject.
     */
    googleIssuer: text("google_issuer"),
    googleSub: text("google_sub"),
    createdAt: createdAt(),
    /**
     * When the learner deleted their account: the row stays as a tombstone (no name, email, picture
     * or Google identity) so published counts, percentiles and the attempts' keys stay right; every
     * list shows it as "Deleted learner" (src/shared/display-name.ts, decision 0050).
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_google_identity_idx").on(t.googleSub, t.googleIssuer)],
);

/** Every change of a user's role: who became what, from what, why and when (an audit log). */
export const roleChanges = pgTable(
  "role_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromRole: text("from_role", { enum: ROLES }).notNull(),
    toRole: text("to_role", { enum: ROLES }).notNull(),
    /** why, in words: "ADMIN_EMAILS lists the email at sign-in", "demo sign-in as admin"... */
    reason: text("reason").notNull(),
    /** the admin who made the change; null when the configuration or a sign-in made it */
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("role_changes_user_idx").on(t.userId, t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: a leaked table does not leak usable sessions */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export type ExamSectionRecord = {
  name: string;
  /** the section's name in Hindi, shown when the interface is in Hindi (name stays the key) */
  nameHi?: string;
  subjects: string[];
  timeLimitMinutes?: number;
};
export type ExamFactsRecord = {
  fullName: string;
  description: string;
  ageLimit: string;
  duration: string;
  totalMarks: string;
  attempts: string;
  pattern: string;
  subjects: string[];
  keyFeatures: string[];
  eligibility: string;
  selectionCriteria: string[];
  markingPaper: string;
};

/** The year and notice an exam's pattern follows (product.md section 8), and where it is published. */
export type ExamPatternRecord = {
  year: number;
  notice: string;
  source: string;
  /** the notice and source in Hindi */
  noticeHi?: string;
  sourceHi?: string;
};
/**
 * Published cut-offs of a paper (marks out of `maxMarks`), overall and per section, for one
 * category and year, with where they come from; where the exam sets them, its qualifying
 * percentile and its qualifying paper's rule (src/domain/section-results.ts).
 */
export type CutoffsRecord = PublishedCutoffs;

export const exams = pgTable("exams", {
  key: text("key", { enum: EXAM_TYPES }).primaryKey(),
  name: text("name").notNull(),
  facts: jsonb("facts").$type<ExamFactsRecord>().notNull(),
  /** the same facts in Hindi, field for field (null for an exam written without them) */
  factsHi: jsonb("facts_hi").$type<ExamFactsRecord>(),
  /** marks for a correct answer and for a wrong one (negative); unanswered is 0 */
  markingCorrect: doublePrecision("marking_correct").notNull(),
  markingWrong: doublePrecision("marking_wrong").notNull(),
  sections: jsonb("sections").$type<ExamSectionRecord[]>().notNull(),
  topics: jsonb("topics").$type<Record<string, string[]>>().notNull(),
  /** marks per section and per question type over markingCorrect/markingWrong (src/domain/marking.ts) */
  markingScheme: jsonb("marking_scheme").$type<MarkingScheme>(),
  /** the interface this exam's mock tests and past papers open in */
  testInterface: text("test_interface", { enum: TEST_INTERFACES }).notNull().default("plain"),
  pattern: jsonb("pattern").$type<ExamPatternRecord>(),
  cutoffs: jsonb("cutoffs").$type<CutoffsRecord>(),
  officialMinutes: integer("official_minutes").notNull(),
  officialQuestions: integer("official_questions").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    examType: text("exam_type", { enum: EXAM_TYPES })
      .notNull()
      .references(() => exams.key),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_exam_name_idx").on(t.examType, t.name)],
);

export type QuizSectionRecord = { name: string; timeLimitMinutes?: number };

export const quizzes = pgTable(
  "quizzes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** stable key of seeded content; null for what admins create */
    slug: text("slug").unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** the title and description in Hindi, shown when the interface is in Hindi; null: the English */
    titleHi: text("title_hi"),
    descriptionHi: text("description_hi"),
    examType: text("exam_type", { enum: EXAM_TYPES })
      .notNull()
      .references(() => exams.key),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    kind: text("kind", { enum: QUIZ_KINDS }).notNull().default("practice"),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull().default("medium"),
    year: integer("year"),
    isSample: boolean("is_sample").notNull().default(false),
    timeLimit: integer("time_limit").notNull().default(30),
    totalQuestions: integer("total_questions").notNull().default(10),
    /** overrides of the exam's marking scheme; null means the exam's */
    markingCorrect: doublePrecision("marking_correct"),
    markingWrong: doublePrecision("marking_wrong"),
    sections: jsonb("sections").$type<QuizSectionRecord[]>(),
    /** overrides the exam's marking scheme as a whole (e.g. UPSC CSAT's +2.5 / -5/6) */
    markingScheme: jsonb("marking_scheme").$type<MarkingScheme>(),
    /** overrides the exam's cut-offs (a paper of its own, such as CSAT) */
    cutoffs: jsonb("cutoffs").$type<CutoffsRecord>(),
    /** a qualifying paper: cleared at this percent of maximum marks (UPSC CSAT: 33) */
    qualifyingPercent: doublePrecision("qualifying_percent"),
    /** a full-length paper: the official paper it reproduces, its question count and minutes */
    fullLength: jsonb("full_length").$type<FullLengthPaper>(),
    published: boolean("published").notNull().default(true),
    /** a learner's own practice quiz ("Practise my weak topics"): unpublished, visible to them only */
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** a learner's set of one chapter (chapter-wise practice): the chapter's slug, how it was chosen */
    chapter: text("chapter"),
    chapterMode: text("chapter_mode", { enum: CHAPTER_SET_MODES }),
    /**
     * an institute's own paper (decision 0059): never published to the site, reached by its staff
     * through the institute's scope and by its learners through an assignment; null: the site's
     */
    instituteId: integer("institute_id").references(() => institutes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quizzes_exam_kind_idx").on(t.examType, t.kind),
    index("quizzes_created_idx").on(t.createdAt),
    // a chapter page lists the learner's own recent sets of it
    index("quizzes_owner_chapter_idx").on(t.ownerUserId, t.chapter),
    index("quizzes_institute_idx").on(t.instituteId),
  ],
);

/**
 * An image an admin uploaded (a figure of a question or a shared stimulus), stored in the database
 * so that every instance can serve it, already resized and compressed for phones.
 */
export const images = pgTable("images", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** sha256 of the stored bytes: the same upload twice is one image */
  sha256: text("sha256").notNull().unique(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

/** A passage, table or figure shared by a set of questions and shown beside them. */
export const stimuli = pgTable("stimuli", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** an institute's own passage (decision 0059); null: the site's */
  instituteId: integer("institute_id").references(() => institutes.id, { onDelete: "cascade" }),
  slug: text("slug").unique(),
  examType: text("exam_type", { enum: EXAM_TYPES })
    .notNull()
    .references(() => exams.key),
  kind: text("kind", { enum: STIMULUS_KINDS }).notNull(),
  title: text("title").notNull().default(""),
  /** the passage, or the table as Markdown pipe rows; may contain KaTeX math */
  body: text("body").notNull().default(""),
  titleHi: text("title_hi"),
  bodyHi: text("body_hi"),
  imageId: integer("image_id").references(() => images.id),
  /** what the figure shows, for screen readers and when the image cannot load */
  imageAlt: text("image_alt"),
  /** body and bodyHi typeset when saved (src/server/math/rendered-math.ts); null until rendered */
  mathHtml: jsonb("math_html").$type<CachedStimulusHtml>(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const questions = pgTable(
  "questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").unique(),
    examType: text("exam_type", { enum: EXAM_TYPES })
      .notNull()
      .references(() => exams.key),
    subject: text("subject").notNull().default("General"),
    topic: text("topic").notNull().default("General"),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull().default("medium"),
    type: text("type", { enum: QUESTION_TYPES }).notNull().default("single"),
    text: text("text").notNull(),
    /** 4 or 5 options; none for a numerical question */
    options: jsonb("options").$type<string[]>().notNull(),
    /** single: the correct option */
    correctIndex: smallint("correct_index"),
    /** multiple: the correct options, ascending */
    correctAnswers: jsonb("correct_answers").$type<number[]>(),
    /** numerical: correct within [numericMin, numericMax] (equal for an exact value) */
    numericMin: doublePrecision("numeric_min"),
    numericMax: doublePrecision("numeric_max"),
    /** the passage, table or figure this question shares with others */
    stimulusId: integer("stimulus_id").references(() => stimuli.id, { onDelete: "set null" }),
    explanation: text("explanation").notNull().default(""),
    textHi: text("text_hi"),
    optionsHi: jsonb("options_hi").$type<string[]>(),
    explanationHi: text("explanation_hi"),
    /**
     * assertion-reason, statements, lists to match or a table kept as parts, English and Hindi
     * (src/shared/contract/question-structure.ts); `text` and `textHi` are it flattened
     */
    structure: jsonb("structure").$type<QuestionStructures>(),
    /** the texts above typeset when saved (src/server/math/rendered-math.ts); null until rendered */
    mathHtml: jsonb("math_html").$type<CachedQuestionHtml>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** soft delete: answered questions stay so results keep their review */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** the current version of its wording (text, options, explanation, Hindi); earlier ones in question_versions */
    version: integer("version").notNull().default(1),
    /** single: options accepted besides correctIndex after a key correction (question_audit_log) */
    acceptedIndexes: jsonb("accepted_indexes").$type<number[]>(),
    /** dropped by a key correction: full marks to everyone who answered it, none to who left it blank */
    dropped: boolean("dropped").notNull().default(false),
    /** how it is put beyond its answer type: statements, assertion-reason, a passage set... */
    format: text("format", { enum: QUESTION_FORMATS }).notNull().default("direct"),
    /** where a factual item can be checked (NCERT class and chapter, Article, report and year) */
    sourceNote: text("source_note"),
    /** current-affairs items: the IST day the answer was true, shown to the learner */
    asOf: date("as_of", { mode: "string" }),
    /** the slug of its chapter in the exam's syllabus (content/syllabus/<exam>.yaml); null until tagged */
    chapter: text("chapter"),
    /** a draft is never shown to a learner (decision 0053); the seeded bank and the form's questions are published */
    status: text("status", { enum: QUESTION_STATUSES }).notNull().default("published"),
    /** an institute's own question (decision 0059), reached only through its scope; null: the site's */
    instituteId: integer("institute_id").references(() => institutes.id, { onDelete: "cascade" }),
    /** the public question this one was copied from into an institute's bank */
    copiedFromId: integer("copied_from_id").references((): AnyPgColumn => questions.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("questions_institute_idx").on(t.instituteId),
    index("questions_exam_subject_idx").on(t.examType, t.subject),
    index("questions_exam_chapter_idx").on(t.examType, t.chapter),
  ],
);

/** A superseded wording of a question, as learners saw it while it was current (the current one is the questions row). */
export const questionVersions = pgTable(
  "question_versions",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    text: text("text").notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    explanation: text("explanation").notNull(),
    textHi: text("text_hi"),
    optionsHi: jsonb("options_hi").$type<string[]>(),
    explanationHi: text("explanation_hi"),
    /** its parts, as questions.structure was then; null for prose and for versions kept before parts were */
    structure: jsonb("structure").$type<QuestionStructures>(),
    /** when this version stopped being current */
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.version] })],
);

/**
 * Who changed what of a question, when and why: key changes, accepted options and drops (the key
 * corrections, each re-scoring every submitted attempt that holds the question) and wording edits.
 */
export const questionAuditLog = pgTable(
  "question_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    before: jsonb("before").$type<Record<string, unknown>>().notNull(),
    after: jsonb("after").$type<Record<string, unknown>>().notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("question_audit_log_question_idx").on(t.questionId, t.id)],
);

/**
 * Every admin write under /api/admin: who, when, what kind, which record, a one-line summary.
 * `pending` while the request runs (written before the handler), `done` once it succeeded; a failed
 * write deletes its row. Decision 0039.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ADMIN_AUDIT_KINDS }).notNull(),
    route: text("route").notNull(),
    recordId: integer("record_id"),
    summary: text("summary").notNull(),
    pending: boolean("pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_admin_idx").on(t.adminId, t.createdAt),
    index("admin_audit_log_kind_idx").on(t.kind, t.createdAt),
  ],
);

/** A notice to a learner (an answer key corrected in a quiz they took); read when readAt is set. */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** in English, as sent */
    text: text("text").notNull(),
    /** what it is about, so the client words it in the reader's language; null on older notices */
    kind: text("kind", { enum: NOTICE_KINDS }),
    /** what the kind's words fill in (KeyCorrectedParams, ReportAnsweredParams, ChallengeAnsweredParams) */
    params: jsonb("params").$type<KeyCorrectedParams | ReportAnsweredParams | ChallengeAnsweredParams>(),
    /** the page it is about, e.g. /results/42 */
    link: text("link"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.id)],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    position: integer("position").notNull(),
    /** the quiz section this question sits in (mock tests and past papers) */
    section: text("section"),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    index("quiz_questions_question_idx").on(t.questionId),
  ],
);

/** one quiz per IST date; auto-assembled when an admin scheduled none */
export const dailySchedule = pgTable("daily_schedule", {
  date: date("date", { mode: "string" }).primaryKey(),
  quizId: integer("quiz_id")
    .notNull()
    .references(() => quizzes.id, { onDelete: "cascade" }),
});

export const attempts = pgTable(
  "attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    /** the question ids this attempt covers, in order (a retake of wrong answers covers a subset) */
    questionIds: jsonb("question_ids").$type<number[]>().notNull(),
    retakeOfAttemptId: integer("retake_of_attempt_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    /** questionId -> answer (option index, indexes, or a number by the question's type), as saved */
    answers: jsonb("answers").$type<Record<string, AnswerValue>>().notNull().default({}),
    /** questionId -> seconds spent on it and visits, as the exam interface records them */
    questionTimes: jsonb("question_times")
      .$type<Record<string, { seconds: number; visits: number }>>()
      .notNull()
      .default({}),
    /** the learner's compensatory time applied: the deadline and sectional windows are 4/3 as long */
    compensatory: boolean("compensatory").notNull().default(false),
    /** an assignment's extra time for this learner (minutes per hour): sectional windows stretch by it too */
    extraMinutesPerHour: smallint("extra_minutes_per_hour").notNull().default(0),
    /** questionIds marked for review in the exam-hall palette */
    markedForReview: jsonb("marked_for_review").$type<number[]>().notNull().default([]),
    /** questionIds the learner marked "I guessed" (practice): each becomes a review card */
    guessed: jsonb("guessed").$type<number[]>().notNull().default([]),
    answersSavedAt: timestamp("answers_saved_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    timeSpent: integer("time_spent"),
    marks: doublePrecision("marks"),
    maxMarks: doublePrecision("max_marks"),
    correctCount: integer("correct_count"),
    wrongCount: integer("wrong_count"),
    skippedCount: integer("skipped_count"),
    /** leaderboard points: only the first submitted attempt of a quiz earns them */
    points: integer("points").notNull().default(0),
    isFirst: boolean("is_first").notNull().default(false),
    /** IST calendar date of the submission, for streaks */
    submittedDay: date("submitted_day", { mode: "string" }),
    /** the last key correction (question_audit_log id) its marks reflect; a re-score skips it once there */
    keyRevision: integer("key_revision").notNull().default(0),
    /** the institute assignment this attempt was made for (assignments); null for everything else */
    assignmentId: integer("assignment_id").references((): AnyPgColumn => assignments.id, {
      onDelete: "set null",
    }),
    /**
     * a live attempt's final sheet recorded for the scoring queue (decision 0056): the moment the
     * submit is judged by, and the submit as sent; submitted_at stays null until the job scores it
     */
    sealedAt: timestamp("sealed_at", { withTimezone: true }),
    sealedSubmit: jsonb("sealed_submit").$type<SealedSubmit>(),
  },
  (t) => [
    index("attempts_assignment_idx").on(t.assignmentId, t.userId).where(sql`${t.assignmentId} is not null`),
    index("attempts_user_quiz_idx").on(t.userId, t.quizId),
    index("attempts_user_submitted_idx").on(t.userId, t.submittedAt),
    index("attempts_quiz_first_idx").on(t.quizId, t.isFirst, t.marks),
    // at most one first (point-earning) attempt per user and quiz, even under concurrent submits
    uniqueIndex("attempts_one_first_idx").on(t.userId, t.quizId).where(sql`${t.isFirst}`),
    // the sweep that finishes overdue attempts reads only the unsubmitted ones, by deadline
    index("attempts_open_deadline_idx").on(t.deadline).where(sql`${t.submittedAt} is null`),
    // the scoring queue reads a quiz's sealed, unscored attempts in the order they were sealed
    index("attempts_sealed_idx")
      .on(t.quizId, t.sealedAt)
      .where(sql`${t.sealedAt} is not null and ${t.submittedAt} is null`),
  ],
);

/** A live submit as recorded for the scoring queue: what the learner's submit carried. */
export type SealedSubmit = {
  answers: Record<string, AnswerValue>;
  questionTimes?: Record<string, { seconds: number; visits: number }>;
  guessed?: number[];
};

/** one row per question of a submitted attempt: the raw material of analytics */
export const attemptAnswers = pgTable(
  "attempt_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => attempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    userId: integer("user_id").notNull(),
    examType: text("exam_type", { enum: EXAM_TYPES }).notNull(),
    subject: text("subject").notNull(),
    topic: text("topic").notNull(),
    /** single: the chosen option (null when skipped); other types keep their answer in `response` */
    chosenIndex: smallint("chosen_index"),
    /** the answer in its type's shape (option index, indexes, number); null when skipped */
    response: jsonb("response").$type<AnswerValue>(),
    /** full marks (a partially right multiple-correct answer is not correct) */
    isCorrect: boolean("is_correct").notNull(),
    /** marks this question earned under the attempt's scheme */
    marksAwarded: doublePrecision("marks_awarded"),
    /** seconds spent on it and visits, as the interface recorded them */
    timeSpent: integer("time_spent"),
    visits: integer("visits"),
    /** the version of the question's wording the learner was shown (questions.version at submit) */
    questionVersion: integer("question_version").notNull().default(1),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index("attempt_answers_user_exam_idx").on(t.userId, t.examType, t.answeredAt),
    // "has this learner been shown this question's key?" (the submit asks it of every question): one
    // probe, where the question index alone scans everyone who answered the question
    index("attempt_answers_user_question_idx").on(t.userId, t.questionId),
    // a key correction finds the attempts holding its question
    index("attempt_answers_question_idx").on(t.questionId),
  ],
);

/**
 * Points per user per IST week, overall (examType "all") and per exam, kept in the
 * submit transaction so the leaderboard reads an index instead of scanning answers.
 */
export const weeklyPoints = pgTable(
  "weekly_points",
  {
    weekStart: date("week_start", { mode: "string" }).notNull(),
    /** an exam key, or "all" for the overall row */
    examType: text("exam_type").$type<ExamType | "all">().notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.examType, t.userId] }),
    index("weekly_points_rank_idx").on(t.weekStart, t.examType, t.points),
  ],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** A question to review: FSRS memory state per user and question (src/domain/review-cards.ts) */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** what made it a card: answered wrong (or partly right), skipped, or marked "I guessed" */
    source: text("source", { enum: CARD_SOURCES }).notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: text("state", { enum: CARD_STATES }).notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index("review_cards_user_due_idx").on(t.userId, t.due),
  ],
);

/** Each review of a card: what was answered, how it was rated, and its IST day (a streak's active day) */
export const reviewLog = pgTable(
  "review_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    response: jsonb("response").$type<AnswerValue>(),
    isCorrect: boolean("is_correct").notNull(),
    rating: text("rating", { enum: REVIEW_RATINGS }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
    reviewedDay: date("reviewed_day", { mode: "string" }).notNull(),
    /** when the card was due before this review */
    dueBefore: timestamp("due_before", { withTimezone: true }).notNull(),
  },
  (t) => [index("review_log_user_day_idx").on(t.userId, t.reviewedDay)],
);

/**
 * A learner's study plan: the exam and its date, and the hours a day they can give. Only the
 * settings are kept; the plan itself is recomputed from current data on every read
 * (src/domain/study-plan.ts).
 */
export const studyPlans = pgTable("study_plans", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  examType: text("exam_type", { enum: EXAM_TYPES })
    .notNull()
    .references(() => exams.key),
  examDate: date("exam_date", { mode: "string" }).notNull(),
  /** null: the plan's default (src/domain/study-plan.ts) */
  hoursPerDay: doublePrecision("hours_per_day"),
  /** when the plan was last set: its first week starts on this IST day */
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
});

export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: PAID_PLAN_IDS }).notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    providerPaymentId: text("provider_payment_id").unique(),
    /** paise */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.createdAt)],
);

export const entitlements = pgTable(
  "entitlements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: PAID_PLAN_IDS }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** the payment that granted it; unique so a payment grants once */
    paymentId: integer("payment_id")
      .references(() => payments.id)
      .unique(),
    source: text("source", { enum: ENTITLEMENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("entitlements_user_idx").on(t.userId, t.expiresAt)],
);

export const webhookEvents = pgTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable(
  "feedback",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    category: text("category", { enum: FEEDBACK_CATEGORIES }).notNull(),
    feedback: text("feedback").notNull(),
    questionId: integer("question_id").references(() => questions.id),
    createdAt: createdAt(),
    /** a question report's place in the admin's queue (rules in src/domain/report-queue.ts) */
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("new"),
    /** the admin's answer, shown to the learner in "My reports" */
    reply: text("reply"),
    /** the admin who last changed the status or the reply, and when */
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** when the learner last saw the reply; older than repliedAt means unread */
    replySeenAt: timestamp("reply_seen_at", { withTimezone: true }),
  },
  (t) => [
    index("feedback_created_idx").on(t.createdAt),
    index("feedback_question_idx").on(t.questionId, t.createdAt).where(sql`${t.questionId} is not null`),
    index("feedback_user_question_idx").on(t.userId).where(sql`${t.questionId} is not null`),
  ],
);

/**
 * Web vitals from real sessions (POST /api/vitals): one row per metric, with nothing that names a
 * person or a page's data (a route pattern, a coarse device class). Kept VITALS_RETENTION_DAYS.
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    route: text("route").notNull(),
    deviceClass: text("device_class", { enum: DEVICE_CLASSES }).notNull(),
    effectiveType: text("effective_type", { enum: EFFECTIVE_TYPES }).notNull(),
    name: text("name", { enum: VITAL_NAMES }).notNull(),
    value: doublePrecision("value").notNull(),
    rating: text("rating", { enum: VITAL_RATINGS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("web_vitals_created_idx").on(t.createdAt)],
);

/** fixed-window counters shared by every instance */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * The job queue (src/server/jobs): work that runs at a time, on whichever instance claims it first
 * (`for update skip locked`), on PostgreSQL and on the embedded database alike. A job with a key
 * exists once (e.g. "finish-attempt:42"), so instances enqueueing the same work do not double it.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    key: text("key").unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** claimed by an instance until then; a crashed instance's claim runs out */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    tries: integer("tries").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt)],
);

/**
 * A live all-India test (product.md section 13): one paper taken by everyone inside one window,
 * ranked when the window closes. The provisional key can be challenged for `challengeHours` after.
 */
export const liveTests = pgTable(
  "live_tests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    challengeHours: integer("challenge_hours").notNull().default(24),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** when an admin published the final results (after the challenge window); provisional until then */
    finalPublishedAt: timestamp("final_published_at", { withTimezone: true }),
    /** the paper was a draft the scheduling published under the live hold; a cancel makes it a draft again */
    publishedPaper: boolean("published_paper").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("live_tests_ends_idx").on(t.endsAt)],
);

/** A learner registered for a live test, and the one attempt that counts in its results once started. */
export const liveTestRegistrations = pgTable(
  "live_test_registrations",
  {
    liveTestId: integer("live_test_id")
      .notNull()
      .references(() => liveTests.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id")
      .unique()
      .references(() => attempts.id, { onDelete: "set null" }),
    registeredAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.liveTestId, t.userId] }),
    index("live_test_registrations_user_idx").on(t.userId),
  ],
);

/** A candidate's challenge of one question of the provisional key, with the reason; once per question. */
export const liveTestChallenges = pgTable(
  "live_test_challenges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    liveTestId: integer("live_test_id")
      .notNull()
      .references(() => liveTests.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    /** the admin's answer, which the challenger reads as a notice */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: integer("replied_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("live_test_challenges_once_idx").on(t.liveTestId, t.userId, t.questionId)],
);

/**
 * Rasch difficulty of each question from every learner's first answer to it (src/domain/irt.ts),
 * written by the recurring job "calibrate-items" so that requests only read it.
 */
export const itemParameters = pgTable(
  "item_parameters",
  {
    questionId: integer("question_id")
      .primaryKey()
      .references(() => questions.id, { onDelete: "cascade" }),
    examType: text("exam_type", { enum: EXAM_TYPES }).notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    /** first answers it was calibrated from, and the share of them right */
    responses: integer("responses").notNull(),
    correctShare: doublePrecision("correct_share").notNull(),
    calibratedAt: timestamp("calibrated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("item_parameters_exam_idx").on(t.examType)],
);

/** Each learner's ability per exam at the last calibration: the cohort a percentile compares with. */
export const learnerAbilities = pgTable(
  "learner_abilities",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examType: text("exam_type", { enum: EXAM_TYPES }).notNull(),
    theta: doublePrecision("theta").notNull(),
    standardError: doublePrecision("standard_error").notNull(),
    responses: integer("responses").notNull(),
    estimatedAt: timestamp("estimated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.examType, t.userId] })],
);

/**
 * A coaching centre on Abhyas (product.md section 16). Every row that belongs to one carries its
 * institute_id and is read and written only through src/server/institutes/tenancy.ts (decision 0048).
 */
export const institutes = pgTable("institutes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  /** the institute's name in a URL, unique */
  slug: text("slug").notNull().unique(),
  /** the institute's own join code (for its join link) */
  joinCode: text("join_code").notNull().unique(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Who runs an institute: an owner (the institute and its staff) or a teacher (its batches, bank and results). */
export const instituteStaff = pgTable(
  "institute_staff",
  {
    instituteId: integer("institute_id")
      .notNull()
      .references(() => institutes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.userId] }), index("institute_staff_user_idx").on(t.userId)],
);

/** An email invited to an institute's staff; taken up when that email next signs in. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer("institute_id")
      .notNull()
      .references(() => institutes.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_invitations_open_idx").on(t.instituteId, t.email).where(sql`accepted_at is null`),
    index("staff_invitations_email_idx").on(t.email),
  ],
);

/**
 * One write by an institute's staff (or a site admin acting on the institute) under
 * /api/institutes/:instituteId (decision 0063): who, in what role, which route and which ids. Written
 * pending before the handler and completed (or deleted, if refused) before the answer leaves.
 */
export const instituteAuditLog = pgTable(
  "institute_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer("institute_id")
      .notNull()
      .references(() => institutes.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** "owner", "teacher", or "site_admin" */
    actorRole: text("actor_role").notNull(),
    route: text("route").notNull(),
    /** the path's ids (batchId, userId, assignmentId) and the id the write answered with */
    target: jsonb("target").$type<Record<string, number>>().notNull(),
    pending: boolean("pending").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("institute_audit_log_institute_idx").on(t.instituteId, t.createdAt)],
);

/** A batch of an institute's learners, with the code (and link) that joins it. */
export const batches = pgTable(
  "batches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer("institute_id")
      .notNull()
      .references(() => institutes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    joinCode: text("join_code").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("batches_institute_idx").on(t.instituteId)],
);

/**
 * A learner in a batch, by email: `user_id` is null until that email signs in (an email a teacher
 * added). Leaving or being removed sets `left_at`: the row stays, and so do the learner's attempts.
 */
export const batchMembers = pgTable(
  "batch_members",
  {
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    addedBy: text("added_by", { enum: MEMBER_SOURCES }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
    leftHow: text("left_how", { enum: LEAVE_KINDS }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.email] }),
    index("batch_members_user_idx").on(t.userId),
    index("batch_members_email_idx").on(t.email),
  ],
);

/**
 * An institute's assignment (product.md section 16): one paper set to some of its batches, open from
 * `opensAt` to `closesAt`. The paper is a published public quiz today; the institute's own papers
 * will be quizzes too (with their institute), so `quiz_id` stays the one paper column. Read and
 * written only through the institute's scope (decision 0048).
 */
export const assignments = pgTable(
  "assignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer("institute_id")
      .notNull()
      .references(() => institutes.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    attemptsAllowed: integer("attempts_allowed").notNull().default(1),
    keyShown: text("key_shown", { enum: KEY_SHOWN }).notNull().default("after_close"),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("assignments_institute_idx").on(t.instituteId, t.closesAt),
    check("assignments_window_check", sql`${t.closesAt} > ${t.opensAt}`),
    check("assignments_attempts_check", sql`${t.attemptsAllowed} >= 1`),
  ],
);

/** The batches an assignment is set to: each one of the assignment's institute (checked on write). */
export const assignmentBatches = pgTable(
  "assignment_batches",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.batchId] }),
    index("assignment_batches_batch_idx").on(t.batchId),
  ],
);

/** Extra time a named learner is owed in an assignment, in minutes per hour of the paper (a scribe's 20). */
export const assignmentExtraTime = pgTable(
  "assignment_extra_time",
  {
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    minutesPerHour: integer("minutes_per_hour").notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);

/**
 * A learner's download of their data (POST /api/account/export): one per learner, prepared by the
 * "account-export" job into DATA_DIR/exports and removed by "account-export-expire" once expired.
 */
export const accountExports = pgTable("account_exports", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  /** set when the archive is written; null while it is being prepared */
  readyAt: timestamp("ready_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** the archive's file name under DATA_DIR/exports (random, never the learner's name) */
  fileName: text("file_name"),
  bytes: integer("bytes"),
});

/**
 * A browser a learner subscribed for reminders (the Push API's PushSubscription): sent to by the
 * "send-reminder" job; removed when its push service answers 404 or 410 (gone).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the push service's URL for this browser: one learner's at a time */
    endpoint: text("endpoint").notNull().unique(),
    /** the browser's P-256 public key and authentication secret (base64url): what a message is encrypted to */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    /** the last time its push service accepted a message */
    lastOkAt: timestamp("last_ok_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** What a learner consented to be reminded of, and their quiet hours (IST). No row: nothing. */
export const reminderPreferences = pgTable("reminder_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** the REMINDER_KINDS the learner turned on */
  kinds: text("kinds", { enum: REMINDER_KINDS }).array().notNull().default(sql`'{}'::text[]`),
  /** minutes after IST midnight; both null or both set */
  quietStart: smallint("quiet_start"),
  quietEnd: smallint("quiet_end"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * Each reminder once: one row per learner and occasion ("live-test-starting:7",
 * "streak-at-risk:2026-12-10"), written with the jobs that send it, so a second run of the
 * recurring job (or another instance) sends nothing again.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    key: text("key").notNull(),
    /** what the message names (a test's titles, a count): worded in the learner's language when sent */
    params: jsonb("params").$type<ReminderParams>().notNull(),
    /** when the occasion passes: a message not delivered by then is dropped */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sent_reminders_user_key_idx").on(t.userId, t.key)],
);
