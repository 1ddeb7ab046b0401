CREATE TABLE "storyboard_scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storyboard_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" text NOT NULL,
	"visual" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"narration_id" uuid,
	"visual_id" uuid,
	"material_key" text,
	"reused_clip_key" text,
	"estimate_credits" integer NOT NULL,
	"hold_credits" integer NOT NULL,
	"clip_key" text,
	"cues" jsonb,
	"duration_seconds" real,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storyboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"creator_name" text NOT NULL,
	"bubble" boolean DEFAULT false NOT NULL,
	"burn_captions" boolean DEFAULT false NOT NULL,
	"state" "generation_state" DEFAULT 'QUEUED' NOT NULL,
	"stage" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"hold_credits" integer NOT NULL,
	"charged_credits" integer,
	"media_key" text,
	"thumbnail_key" text,
	"vtt_key" text,
	"srt_key" text,
	"duration_seconds" real,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "storyboard_id" uuid;--> statement-breakpoint
ALTER TABLE "storyboard_scenes" ADD CONSTRAINT "storyboard_scenes_storyboard_id_storyboards_id_fk" FOREIGN KEY ("storyboard_id") REFERENCES "public"."storyboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storyboard_scenes" ADD CONSTRAINT "storyboard_scenes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storyboards" ADD CONSTRAINT "storyboards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storyboard_scenes_position_key" ON "storyboard_scenes" USING btree ("storyboard_id","position");--> statement-breakpoint
CREATE INDEX "storyboard_scenes_reuse_idx" ON "storyboard_scenes" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "storyboards_user_id_idx" ON "storyboards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "storyboards_active_idx" ON "storyboards" USING btree ("deadline_at") WHERE "storyboards"."state" in ('QUEUED', 'PROCESSING');--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_storyboard_id_storyboards_id_fk" FOREIGN KEY ("storyboard_id") REFERENCES "public"."storyboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_storyboard_idx" ON "generations" USING btree ("storyboard_id") WHERE "generations"."storyboard_id" is not null;