CREATE TABLE "study_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exam_type" text NOT NULL,
	"exam_date" date NOT NULL,
	"hours_per_day" double precision,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_exam_type_exams_key_fk" FOREIGN KEY ("exam_type") REFERENCES "public"."exams"("key") ON DELETE no action ON UPDATE no action;