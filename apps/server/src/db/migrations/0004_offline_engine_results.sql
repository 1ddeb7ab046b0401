ALTER TABLE "generations" ADD COLUMN "not_applied" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "engine" text;
