CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "stimuli" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stimuli_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"exam_type" text NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"title_hi" text,
	"body_hi" text,
	"image_id" integer,
	"image_alt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stimuli_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "correct_index" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "marks_awarded" double precision;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "time_spent" integer;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "visits" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "question_times" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "compensatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "marking_scheme" jsonb;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "test_interface" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "pattern" jsonb;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "cutoffs" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "correct_answers" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "numeric_min" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "numeric_max" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "stimulus_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "marking_scheme" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "cutoffs" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "qualifying_percent" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compensatory_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stimuli" ADD CONSTRAINT "stimuli_exam_type_exams_key_fk" FOREIGN KEY ("exam_type") REFERENCES "public"."exams"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stimuli" ADD CONSTRAINT "stimuli_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_stimulus_id_stimuli_id_fk" FOREIGN KEY ("stimulus_id") REFERENCES "public"."stimuli"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_open_deadline_idx" ON "attempts" USING btree ("deadline") WHERE "attempts"."submitted_at" is null;