ALTER TABLE "quizzes" ADD COLUMN "chapter" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "chapter_mode" text;--> statement-breakpoint
CREATE INDEX "quizzes_owner_chapter_idx" ON "quizzes" USING btree ("owner_user_id","chapter");