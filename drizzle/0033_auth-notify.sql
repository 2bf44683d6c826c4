-- The access check's rows are kept in each instance's memory (issue 33, decision 047): every change to
-- what it reads tells every instance on the 'auth_change' channel. Not told: a session's idle clock moving
-- forward (the touch, once a minute), its refresh token rotating, its client's address and browser, and a
-- user's sign-in time; a notification for anything else distrusts every kept row.
CREATE OR REPLACE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_auth_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."last_seen_at" >= OLD."last_seen_at"
    AND (to_jsonb(NEW) - 'last_seen_at' - 'refresh_hash' - 'previous_refresh_hash' - 'rotated_at' - 'user_agent' - 'ip')
      IS NOT DISTINCT FROM (to_jsonb(OLD) - 'last_seen_at' - 'refresh_hash' - 'previous_refresh_hash' - 'rotated_at' - 'user_agent' - 'ip')
  THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('auth_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_auth_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(NEW) - 'last_sign_in_at') IS NOT DISTINCT FROM (to_jsonb(OLD) - 'last_sign_in_at')
  THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('auth_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify_change" AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_session_change"();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify_truncate" AFTER TRUNCATE ON "auth_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_user_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "mfa_factors_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mfa_factors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "auth_settings_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
