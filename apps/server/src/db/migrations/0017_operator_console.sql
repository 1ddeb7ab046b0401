ALTER TYPE "public"."credit_entry_kind" ADD VALUE 'adjustment';--> statement-breakpoint
CREATE TABLE "provider_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" real NOT NULL,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_calls_called_at_idx" ON "provider_calls" USING btree ("called_at","provider");--> statement-breakpoint
CREATE INDEX "staff_audit_log_seq_idx" ON "staff_audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_idx" ON "staff_audit_log" USING btree ("target_user_id","seq");--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'none';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('none', 'support', 'admin'));--> statement-breakpoint
-- The staff audit log is append-only: a record is never edited. Rows go only with the account
-- they concern (the cascade of an account deletion, when the user row is already gone).
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.target_user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
