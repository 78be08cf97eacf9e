ALTER TABLE "questions" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "copied_from_id" integer;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "stimuli" ADD COLUMN "institute_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_copied_from_id_questions_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stimuli" ADD CONSTRAINT "stimuli_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_institute_idx" ON "questions" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "quizzes_institute_idx" ON "quizzes" USING btree ("institute_id");