CREATE SEQUENCE "public"."pricing_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "pricing_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "pricing_version_single_row" CHECK ("pricing_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "pricing_version" ("id", "version") VALUES (1, nextval('pricing_version_seq'));
--> statement-breakpoint
CREATE FUNCTION "bump_pricing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An upsert: the row may have been deleted (a truncate); the sequence never hands out a version twice.
  INSERT INTO "pricing_version" ("id", "version") VALUES (1, nextval('pricing_version_seq'))
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
--> statement-breakpoint
CREATE TRIGGER "brands_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
--> statement-breakpoint
CREATE TRIGGER "models_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
--> statement-breakpoint
CREATE TRIGGER "prices_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
--> statement-breakpoint
CREATE TRIGGER "price_adjustments_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_adjustments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
--> statement-breakpoint
CREATE TRIGGER "pricing_settings_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pricing_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
