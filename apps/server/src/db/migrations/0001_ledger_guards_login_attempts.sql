CREATE TABLE "login_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_attempts_last_attempt_at_idx" ON "login_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_job_entry" ON "credit_ledger" USING btree ("reference","kind") WHERE "credit_ledger"."kind" <> 'grant';--> statement-breakpoint
-- The ledger is append-only: a correction is a new entry, never an edit. Rows go only with their
-- account (the cascade of an account deletion, when the user row is already gone).
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
