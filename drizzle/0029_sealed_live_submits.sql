ALTER TABLE "attempts" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "sealed_submit" jsonb;--> statement-breakpoint
CREATE INDEX "attempts_sealed_idx" ON "attempts" USING btree ("quiz_id","sealed_at") WHERE "attempts"."sealed_at" is not null and "attempts"."submitted_at" is null;