-- An upload a generation has used belongs to that generation; one never used expires after a day.
ALTER TABLE "uploads" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_unused_created_at_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."used_at" IS NULL;
