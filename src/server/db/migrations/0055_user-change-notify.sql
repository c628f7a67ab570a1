-- What a request's session reads, announced when it changes (auth/user-cache.ts): a row of
-- sessions, users, profiles, profile_settings or user_roles updated or deleted (and a role or a
-- setting added) notifies every instance's realtime listener with the user's id, after commit, so
-- each drops what it holds of that user: a signed-out, suspended or deleted account ends on every
-- instance at once. PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column holding the user's id
  PERFORM pg_notify('tunelane_events', json_build_object('topic', 'user', 'id',
    to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_user_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_user_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER profiles_user_changed AFTER UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION notify_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER profile_settings_user_changed AFTER INSERT OR UPDATE OR DELETE ON profile_settings FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER user_roles_user_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
