CREATE TABLE "institute_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institute_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institute_id" integer NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"route" text NOT NULL,
	"target" jsonb NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institute_audit_log" ADD CONSTRAINT "institute_audit_log_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_audit_log" ADD CONSTRAINT "institute_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institute_audit_log_institute_idx" ON "institute_audit_log" USING btree ("institute_id","created_at");