ALTER TABLE "generations" ADD COLUMN "aspect" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "caption_style" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "aspect" text;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "storyboards" ADD COLUMN "aspect" text DEFAULT '16:9' NOT NULL;--> statement-breakpoint
ALTER TABLE "storyboards" ADD COLUMN "resolution" text DEFAULT '720p' NOT NULL;--> statement-breakpoint
ALTER TABLE "storyboards" ADD COLUMN "caption_style" text DEFAULT 'classic' NOT NULL;