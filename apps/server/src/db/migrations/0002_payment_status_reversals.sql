ALTER TYPE "public"."credit_entry_kind" ADD VALUE 'reversal';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purchases_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
CREATE INDEX "payments_payment_intent_id_idx" ON "payments" USING btree ("payment_intent_id");
