-- Servers keep who a session belongs to and which role it holds in a unit for a few seconds, so a
-- request does not ask the database again. Every change that can end or narrow that answer (a
-- revoked session, a changed or deactivated user, a membership added, changed or removed) announces
-- itself on the event channel on commit, whoever makes it, and every server forgets that user's
-- cached answers at once.
CREATE OR REPLACE FUNCTION fjord_announce_auth_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := COALESCE(NEW.id, OLD.id);
  ELSE
    changed_user := COALESCE(NEW.user_id, OLD.user_id);
  END IF;
  PERFORM pg_notify('fjord_events', json_build_object('topic', 'auth.changed', 'payload',
    json_build_object('userId', changed_user))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change
  AFTER UPDATE OF login, first_name, last_name, cellphone, cellphone_country, locale, active, is_super_admin
     OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION fjord_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER memberships_auth_change
  AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION fjord_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_auth_change
  AFTER UPDATE OF revoked_at OR DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION fjord_announce_auth_change();
