-- Issue #38: every process remembers its users' reads (sessions, account, library pages) and
-- forgets a user's as soon as any process commits a change to them. These triggers say which
-- user changed, on the channel every process listens to; a notification is delivered only if,
-- and when, its transaction commits.
CREATE OR REPLACE FUNCTION orato_notify_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('orato_changes', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('orato_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orato_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('orato_changes', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a session ended (logout, password change, account deleted) or cut short; its last-seen
-- time, written every few minutes, changes nothing remembered
CREATE TRIGGER sessions_notify AFTER DELETE OR UPDATE OF user_id, expires_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION orato_notify_user_row();
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION orato_notify_user();
--> statement-breakpoint
CREATE TRIGGER credit_balances_notify AFTER INSERT OR UPDATE OR DELETE ON credit_balances
  FOR EACH ROW EXECUTE FUNCTION orato_notify_user_row();
--> statement-breakpoint
CREATE TRIGGER library_items_notify AFTER INSERT OR UPDATE OR DELETE ON library_items
  FOR EACH ROW EXECUTE FUNCTION orato_notify_user_row();
