CREATE TABLE "item_parameters" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"exam_type" text NOT NULL,
	"difficulty" double precision NOT NULL,
	"responses" integer NOT NULL,
	"correct_share" double precision NOT NULL,
	"calibrated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_abilities" (
	"user_id" integer NOT NULL,
	"exam_type" text NOT NULL,
	"theta" double precision NOT NULL,
	"standard_error" double precision NOT NULL,
	"responses" integer NOT NULL,
	"estimated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_abilities_exam_type_user_id_pk" PRIMARY KEY("exam_type","user_id")
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "item_parameters" ADD CONSTRAINT "item_parameters_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_abilities" ADD CONSTRAINT "learner_abilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_parameters_exam_idx" ON "item_parameters" USING btree ("exam_type");--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;