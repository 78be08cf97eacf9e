ALTER TABLE "questions" ADD COLUMN "math_html" jsonb;--> statement-breakpoint
ALTER TABLE "stimuli" ADD COLUMN "math_html" jsonb;