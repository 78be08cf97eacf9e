ALTER TABLE "questions" ADD COLUMN "chapter" text;--> statement-breakpoint
CREATE INDEX "questions_exam_chapter_idx" ON "questions" USING btree ("exam_type","chapter");