ALTER TABLE "library_items" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "original_id" uuid;--> statement-breakpoint
ALTER TABLE "storyboards" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "storyboards" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_original_id_library_items_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."library_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_items_original_idx" ON "library_items" USING btree ("original_id") WHERE "library_items"."original_id" is not null;