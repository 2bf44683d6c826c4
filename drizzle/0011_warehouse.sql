CREATE TABLE "warehouse_item_totals" (
	"status" text NOT NULL,
	"vat_scheme" text NOT NULL,
	"item_count" bigint DEFAULT 0 NOT NULL,
	"cost_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouse_item_totals_status_vat_scheme_pk" PRIMARY KEY("status","vat_scheme")
);
--> statement-breakpoint
CREATE TABLE "warehouse_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"individual_vat_scheme" text DEFAULT 'margin' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "warehouse_settings_one_row" CHECK ("warehouse_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "warehouse_settings" ADD CONSTRAINT "warehouse_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_items_status_vat_created_idx" ON "warehouse_items" USING btree ("status","vat_scheme","created_at","id");--> statement-breakpoint
-- Hand-written (decision 022): the totals of each status and VAT scheme follow every change of the items,
-- one statement at a time (transition tables), so a bulk receive adjusts them once.
CREATE FUNCTION "warehouse_item_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "warehouse_item_totals";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "warehouse_item_totals" AS t ("status", "vat_scheme", "item_count", "cost_satang")
      SELECT "status", "vat_scheme", -count(*), -coalesce(sum("cost_satang"), 0) FROM "old_items" GROUP BY 1, 2
      ON CONFLICT ("status", "vat_scheme") DO UPDATE
        SET "item_count" = t."item_count" + excluded."item_count", "cost_satang" = t."cost_satang" + excluded."cost_satang";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "warehouse_item_totals" AS t ("status", "vat_scheme", "item_count", "cost_satang")
      SELECT "status", "vat_scheme", count(*), coalesce(sum("cost_satang"), 0) FROM "new_items" GROUP BY 1, 2
      ON CONFLICT ("status", "vat_scheme") DO UPDATE
        SET "item_count" = t."item_count" + excluded."item_count", "cost_satang" = t."cost_satang" + excluded."cost_satang";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "warehouse_items_totals_insert" AFTER INSERT ON "warehouse_items" REFERENCING NEW TABLE AS "new_items" FOR EACH STATEMENT EXECUTE FUNCTION "warehouse_item_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "warehouse_items_totals_update" AFTER UPDATE ON "warehouse_items" REFERENCING OLD TABLE AS "old_items" NEW TABLE AS "new_items" FOR EACH STATEMENT EXECUTE FUNCTION "warehouse_item_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "warehouse_items_totals_delete" AFTER DELETE ON "warehouse_items" REFERENCING OLD TABLE AS "old_items" FOR EACH STATEMENT EXECUTE FUNCTION "warehouse_item_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "warehouse_items_totals_truncate" AFTER TRUNCATE ON "warehouse_items" FOR EACH STATEMENT EXECUTE FUNCTION "warehouse_item_totals_apply"();
--> statement-breakpoint
INSERT INTO "warehouse_item_totals" ("status", "vat_scheme", "item_count", "cost_satang")
  SELECT "status", "vat_scheme", count(*), coalesce(sum("cost_satang"), 0) FROM "warehouse_items" GROUP BY 1, 2;
