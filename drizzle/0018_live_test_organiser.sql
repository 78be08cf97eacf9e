ALTER TABLE "live_test_challenges" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "live_test_challenges" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_test_challenges" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "live_tests" ADD COLUMN "final_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_tests" ADD COLUMN "published_paper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_test_challenges" ADD CONSTRAINT "live_test_challenges_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;