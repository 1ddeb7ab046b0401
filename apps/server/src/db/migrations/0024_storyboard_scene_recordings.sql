ALTER TABLE "storyboard_scenes" ADD COLUMN "recording_key" text;--> statement-breakpoint
ALTER TABLE "storyboard_scenes" ADD COLUMN "recording_seconds" real;