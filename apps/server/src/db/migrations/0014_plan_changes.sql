ALTER TYPE "public"."credit_entry_kind" ADD VALUE 'plan_change';--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" text NOT NULL,
	"from_lookup_key" text NOT NULL,
	"to_lookup_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_pending" ON "plan_changes" USING btree ("subscription_id") WHERE "plan_changes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_changes_one_scheduled" ON "plan_changes" USING btree ("subscription_id") WHERE "plan_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "plan_changes_user_id_idx" ON "plan_changes" USING btree ("user_id");