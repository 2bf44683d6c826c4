CREATE TABLE "questionnaire_options" (
	"category" text NOT NULL,
	"question" text NOT NULL,
	"option" text NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_options_category_question_option_pk" PRIMARY KEY("category","question","option")
);
--> statement-breakpoint
CREATE TRIGGER "questionnaire_options_bump_pricing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questionnaire_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_pricing_version"();
--> statement-breakpoint
-- A brand's new slug is its slug in the mapping too (the admin's brand form and the catalogue import alike).
CREATE FUNCTION "rename_questionnaire_brand"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "questionnaire_options" SET "brands" = array_replace("brands", OLD."slug", NEW."slug")
    WHERE OLD."slug" = ANY ("brands");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "brands_rename_questionnaire_brand" AFTER UPDATE OF "slug" ON "brands" FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug") EXECUTE FUNCTION "rename_questionnaire_brand"();
