-- Every catalogue or pricing change also tells the other instances, with the new version (decision 025).
CREATE OR REPLACE FUNCTION "bump_pricing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint := nextval('pricing_version_seq');
BEGIN
  -- An upsert: the row may have been deleted (a truncate); the sequence never hands out a version twice.
  INSERT INTO "pricing_version" ("id", "version") VALUES (1, next_version)
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  PERFORM pg_notify('pricing_version', next_version::text);
  RETURN NULL;
END;
$$;
