CREATE TABLE "speaking_rates" (
	"voice_key" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"rate" jsonb NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "stage_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "expected_seconds" real;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_emails" text DEFAULT 'long' NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_queued_idx" ON "generations" USING btree ("feature","created_at") WHERE "generations"."state" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "generations_completed_idx" ON "generations" USING btree ("feature","provider","completed_at") WHERE "generations"."state" = 'COMPLETE';
