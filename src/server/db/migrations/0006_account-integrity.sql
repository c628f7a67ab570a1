-- The display name better-auth keeps (users.name) and the profile's full name are one value:
-- a change of either is copied to the other in the same statement, whichever path made it.
CREATE FUNCTION sync_profile_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET full_name = NEW.name, updated_at = now()
   WHERE id = NEW.id AND full_name IS DISTINCT FROM NEW.name;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_sync_profile_name AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sync_profile_name();
--> statement-breakpoint
CREATE FUNCTION sync_user_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET name = NEW.full_name, updated_at = now()
   WHERE id = NEW.id AND name IS DISTINCT FROM NEW.full_name;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_sync_user_name AFTER UPDATE OF full_name ON profiles
  FOR EACH ROW WHEN (NEW.full_name IS NOT NULL AND OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION sync_user_name();
--> statement-breakpoint
-- Suspending an account ends every session it has, in the statement that suspends it.
CREATE FUNCTION end_sessions_of_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_end_sessions_on_suspension AFTER UPDATE OF suspended_at ON profiles
  FOR EACH ROW WHEN (NEW.suspended_at IS NOT NULL) EXECUTE FUNCTION end_sessions_of_suspended();
