ALTER TABLE "uploads" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "duration_ms" integer;