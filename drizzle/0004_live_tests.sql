CREATE TABLE "live_test_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_test_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"live_test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_test_registrations" (
	"live_test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_test_registrations_live_test_id_user_id_pk" PRIMARY KEY("live_test_id","user_id"),
	CONSTRAINT "live_test_registrations_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "live_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"challenge_hours" integer DEFAULT 24 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_test_challenges" ADD CONSTRAINT "live_test_challenges_live_test_id_live_tests_id_fk" FOREIGN KEY ("live_test_id") REFERENCES "public"."live_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_test_challenges" ADD CONSTRAINT "live_test_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_test_challenges" ADD CONSTRAINT "live_test_challenges_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_test_registrations" ADD CONSTRAINT "live_test_registrations_live_test_id_live_tests_id_fk" FOREIGN KEY ("live_test_id") REFERENCES "public"."live_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_test_registrations" ADD CONSTRAINT "live_test_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_test_registrations" ADD CONSTRAINT "live_test_registrations_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tests" ADD CONSTRAINT "live_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_test_challenges_once_idx" ON "live_test_challenges" USING btree ("live_test_id","user_id","question_id");--> statement-breakpoint
CREATE INDEX "live_test_registrations_user_idx" ON "live_test_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_tests_ends_idx" ON "live_tests" USING btree ("ends_at");