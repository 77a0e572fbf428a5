-- Every process keeps the session, roles and menu actions of its callers in memory
-- (docs/architecture.md "Access cache"). These triggers tell all of them what changed, on channel
-- zhuji_access, from the writing transaction itself: a notification is delivered on commit only, and no
-- write — a service, a seed, a test, a hand edit — can change access without it.
-- Payloads: session:<id>, user:<id>, member:<user id>, role:<id>, menu, company:<id>.
CREATE FUNCTION zhuji_access_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('zhuji_access', 'menu');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'session' THEN PERFORM pg_notify('zhuji_access', 'session:' || r.id);
    WHEN 'app_user' THEN PERFORM pg_notify('zhuji_access', 'user:' || r.id);
    WHEN 'company' THEN PERFORM pg_notify('zhuji_access', 'company:' || r.id);
    WHEN 'role' THEN PERFORM pg_notify('zhuji_access', 'role:' || r.id);
    WHEN 'role_menu' THEN
      PERFORM pg_notify('zhuji_access', 'role:' || r.role_id);
      IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('zhuji_access', 'role:' || OLD.role_id); END IF;
    WHEN 'project_member' THEN
      PERFORM pg_notify('zhuji_access', 'member:' || r.user_id);
      IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('zhuji_access', 'member:' || OLD.user_id); END IF;
    ELSE PERFORM pg_notify('zhuji_access', 'all');
  END CASE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session is cached from its first use: its end (logout, password change, purge) is what matters; the
-- minute touch of last_seen_at is not.
CREATE TRIGGER session_access AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
-- Any change of an account but the login bookkeeping (failed attempts, lock), which nothing cached holds.
CREATE TRIGGER app_user_access AFTER UPDATE ON app_user FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'failed_logins' - 'locked_until') IS DISTINCT FROM (to_jsonb(NEW) - 'failed_logins' - 'locked_until'))
  EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
CREATE TRIGGER app_user_access_delete AFTER DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
CREATE TRIGGER company_access AFTER UPDATE OR DELETE ON company
  FOR EACH ROW EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
CREATE TRIGGER project_member_access AFTER INSERT OR UPDATE OR DELETE ON project_member
  FOR EACH ROW EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
CREATE TRIGGER role_access AFTER INSERT OR UPDATE OR DELETE ON role
  FOR EACH ROW EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
CREATE TRIGGER role_menu_access AFTER INSERT OR UPDATE OR DELETE ON role_menu
  FOR EACH ROW EXECUTE FUNCTION zhuji_access_notify();
--> statement-breakpoint
CREATE TRIGGER menu_access AFTER INSERT OR UPDATE OR DELETE ON menu
  FOR EACH STATEMENT EXECUTE FUNCTION zhuji_access_notify();
