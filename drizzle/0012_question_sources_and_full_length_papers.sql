ALTER TABLE "questions" ADD COLUMN "format" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "full_length" jsonb;