CREATE TABLE "account_days" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue_satang" bigint DEFAULT 0 NOT NULL,
	"cost_satang" bigint DEFAULT 0 NOT NULL,
	"expenses_satang" bigint DEFAULT 0 NOT NULL,
	"output_vat_standard_satang" bigint DEFAULT 0 NOT NULL,
	"output_vat_margin_satang" bigint DEFAULT 0 NOT NULL,
	"input_vat_satang" bigint DEFAULT 0 NOT NULL,
	"transaction_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_ledger" (
	"day" date NOT NULL,
	"source" smallint NOT NULL,
	"record_id" integer NOT NULL,
	"sale_id" integer,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"cost_satang" bigint NOT NULL,
	"vat_satang" bigint NOT NULL,
	"vat_kind" text NOT NULL,
	CONSTRAINT "account_ledger_day_source_record_id_pk" PRIMARY KEY("day","source","record_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_ledger_record_idx" ON "account_ledger" USING btree ("source","record_id");--> statement-breakpoint
CREATE INDEX "account_ledger_sale_idx" ON "account_ledger" USING btree ("sale_id") WHERE "account_ledger"."sale_id" is not null;--> statement-breakpoint
-- Hand-written (decision 035). What the report's transactions are, read from the records themselves: a
-- sale line on the Bangkok day of its sale (its sale's first document other than a credit note), a
-- returned line negated on the day it came back (its credit note), an expense or reversing row on its date.
CREATE VIEW "account_ledger_source" AS
  SELECT (s."sold_at" AT TIME ZONE 'Asia/Bangkok')::date AS "day", 1::smallint AS "source", i."id" AS "record_id",
    i."sale_id", 'sale'::text AS "type",
    coalesce((SELECT d."number" FROM "sale_documents" d WHERE d."sale_id" = i."sale_id" AND d."type" <> 'creditNote'
      ORDER BY d."id" LIMIT 1), 'S-' || i."sale_id") AS "reference",
    i."description", i."price_satang" AS "amount_satang", i."cost_satang", i."vat_satang",
    CASE i."vat_scheme" WHEN 'standard' THEN 'outputStandard' ELSE 'outputMargin' END AS "vat_kind"
  FROM "sale_items" i JOIN "sales" s ON s."id" = i."sale_id"
  UNION ALL
  SELECT (i."returned_at" AT TIME ZONE 'Asia/Bangkok')::date, 2::smallint, i."id", i."sale_id", 'saleReturn',
    coalesce((SELECT d."number" FROM "sale_documents" d WHERE d."id" = i."credit_note_id"), 'S-' || i."sale_id"),
    i."description", -i."price_satang", -i."cost_satang", -i."vat_satang",
    CASE i."vat_scheme" WHEN 'standard' THEN 'outputStandard' ELSE 'outputMargin' END
  FROM "sale_items" i WHERE i."returned_at" IS NOT NULL
  UNION ALL
  SELECT e."expense_date", 3::smallint, e."id", NULL::integer,
    CASE WHEN e."reverses_id" IS NULL THEN 'expense' ELSE 'expenseReversal' END, e."reference",
    c."name_en" || ' / ' || c."name_th" || coalesce(' — ' || nullif(e."notes", ''), ''),
    e."amount_satang", 0::bigint, e."vat_satang", 'input'
  FROM "expenses" e JOIN "expense_categories" c ON c."id" = e."category_id";
--> statement-breakpoint
-- The ledger rows of these sale lines and expenses, rewritten from their records. Planned for the ids
-- given (EXECUTE): a few ids are read by index, a bulk insert's thousands by a hashed list.
CREATE FUNCTION "account_ledger_refresh"("line_ids" integer[], "expense_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM "account_ledger"
    WHERE ("source" IN (1, 2) AND "record_id" = ANY($1)) OR ("source" = 3 AND "record_id" = ANY($2))'
    USING "line_ids", "expense_ids";
  EXECUTE 'INSERT INTO "account_ledger" ("day", "source", "record_id", "sale_id", "type", "reference", "description",
      "amount_satang", "cost_satang", "vat_satang", "vat_kind")
    SELECT "day", "source", "record_id", "sale_id", "type", "reference", "description",
      "amount_satang", "cost_satang", "vat_satang", "vat_kind"
    FROM "account_ledger_source"
    WHERE ("source" IN (1, 2) AND "record_id" = ANY($1)) OR ("source" = 3 AND "record_id" = ANY($2))'
    USING "line_ids", "expense_ids";
END $$;
--> statement-breakpoint
CREATE FUNCTION "account_ledger_sale_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "account_ledger" WHERE "source" IN (1, 2);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "account_ledger_refresh"(ARRAY(SELECT "id" FROM "new_rows"), '{}');
  ELSE
    PERFORM "account_ledger_refresh"(ARRAY(SELECT "id" FROM "old_rows"), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sale_items_ledger_insert" AFTER INSERT ON "sale_items" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_items"();
--> statement-breakpoint
CREATE TRIGGER "sale_items_ledger_update" AFTER UPDATE ON "sale_items" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_items"();
--> statement-breakpoint
CREATE TRIGGER "sale_items_ledger_delete" AFTER DELETE ON "sale_items" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_items"();
--> statement-breakpoint
CREATE TRIGGER "sale_items_ledger_truncate" AFTER TRUNCATE ON "sale_items" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_items"();
--> statement-breakpoint
-- A sale moved to another day moves its lines.
CREATE FUNCTION "account_ledger_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "account_ledger_refresh"(ARRAY(SELECT i."id" FROM "sale_items" i WHERE i."sale_id" IN (
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" WHERE n."sold_at" IS DISTINCT FROM o."sold_at")), '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_ledger_update" AFTER UPDATE ON "sales" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sales"();
--> statement-breakpoint
-- A sale's documents name its lines (the sale's first document, a return's credit note).
CREATE FUNCTION "account_ledger_sale_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "account_ledger_refresh"(ARRAY(SELECT i."id" FROM "sale_items" i WHERE i."sale_id" IN (SELECT "sale_id" FROM "new_rows")), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "account_ledger_refresh"(ARRAY(SELECT i."id" FROM "sale_items" i WHERE i."sale_id" IN (SELECT "sale_id" FROM "old_rows")), '{}');
  ELSE
    PERFORM "account_ledger_refresh"(ARRAY(SELECT i."id" FROM "sale_items" i WHERE i."sale_id" IN (
      SELECT o."sale_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
        WHERE (n."sale_id", n."type", n."number") IS DISTINCT FROM (o."sale_id", o."type", o."number")
      UNION
      SELECT n."sale_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
        WHERE (n."sale_id", n."type", n."number") IS DISTINCT FROM (o."sale_id", o."type", o."number"))), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sale_documents_ledger_insert" AFTER INSERT ON "sale_documents" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_documents"();
--> statement-breakpoint
CREATE TRIGGER "sale_documents_ledger_update" AFTER UPDATE ON "sale_documents" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_documents"();
--> statement-breakpoint
CREATE TRIGGER "sale_documents_ledger_delete" AFTER DELETE ON "sale_documents" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_sale_documents"();
--> statement-breakpoint
CREATE FUNCTION "account_ledger_expenses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "account_ledger" WHERE "source" = 3;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "account_ledger_refresh"('{}', ARRAY(SELECT "id" FROM "new_rows"));
  ELSE
    PERFORM "account_ledger_refresh"('{}', ARRAY(SELECT "id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "expenses_ledger_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_expenses"();
--> statement-breakpoint
CREATE TRIGGER "expenses_ledger_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_expenses"();
--> statement-breakpoint
CREATE TRIGGER "expenses_ledger_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_expenses"();
--> statement-breakpoint
CREATE TRIGGER "expenses_ledger_truncate" AFTER TRUNCATE ON "expenses" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_expenses"();
--> statement-breakpoint
-- A renamed category renames its expenses' descriptions.
CREATE FUNCTION "account_ledger_expense_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "account_ledger_refresh"('{}', ARRAY(SELECT e."id" FROM "expenses" e WHERE e."category_id" IN (
    SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."name_en", n."name_th") IS DISTINCT FROM (o."name_en", o."name_th"))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "expense_categories_ledger_update" AFTER UPDATE ON "expense_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_ledger_expense_categories"();
--> statement-breakpoint
-- Each day's figures follow its ledger rows, one statement at a time (transition tables).
CREATE FUNCTION "account_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "account_days";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "account_days" AS t ("day", "revenue_satang", "cost_satang", "expenses_satang",
        "output_vat_standard_satang", "output_vat_margin_satang", "input_vat_satang", "transaction_count")
      SELECT "day", -coalesce(sum("amount_satang") FILTER (WHERE "source" < 3), 0),
        -coalesce(sum("cost_satang") FILTER (WHERE "source" < 3), 0),
        -coalesce(sum("amount_satang") FILTER (WHERE "source" = 3), 0),
        -coalesce(sum("vat_satang") FILTER (WHERE "vat_kind" = 'outputStandard'), 0),
        -coalesce(sum("vat_satang") FILTER (WHERE "vat_kind" = 'outputMargin'), 0),
        -coalesce(sum("vat_satang") FILTER (WHERE "vat_kind" = 'input'), 0), -count(*)
      FROM "old_rows" GROUP BY "day"
      ON CONFLICT ("day") DO UPDATE SET
        "revenue_satang" = t."revenue_satang" + excluded."revenue_satang",
        "cost_satang" = t."cost_satang" + excluded."cost_satang",
        "expenses_satang" = t."expenses_satang" + excluded."expenses_satang",
        "output_vat_standard_satang" = t."output_vat_standard_satang" + excluded."output_vat_standard_satang",
        "output_vat_margin_satang" = t."output_vat_margin_satang" + excluded."output_vat_margin_satang",
        "input_vat_satang" = t."input_vat_satang" + excluded."input_vat_satang",
        "transaction_count" = t."transaction_count" + excluded."transaction_count";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "account_days" AS t ("day", "revenue_satang", "cost_satang", "expenses_satang",
        "output_vat_standard_satang", "output_vat_margin_satang", "input_vat_satang", "transaction_count")
      SELECT "day", coalesce(sum("amount_satang") FILTER (WHERE "source" < 3), 0),
        coalesce(sum("cost_satang") FILTER (WHERE "source" < 3), 0),
        coalesce(sum("amount_satang") FILTER (WHERE "source" = 3), 0),
        coalesce(sum("vat_satang") FILTER (WHERE "vat_kind" = 'outputStandard'), 0),
        coalesce(sum("vat_satang") FILTER (WHERE "vat_kind" = 'outputMargin'), 0),
        coalesce(sum("vat_satang") FILTER (WHERE "vat_kind" = 'input'), 0), count(*)
      FROM "new_rows" GROUP BY "day"
      ON CONFLICT ("day") DO UPDATE SET
        "revenue_satang" = t."revenue_satang" + excluded."revenue_satang",
        "cost_satang" = t."cost_satang" + excluded."cost_satang",
        "expenses_satang" = t."expenses_satang" + excluded."expenses_satang",
        "output_vat_standard_satang" = t."output_vat_standard_satang" + excluded."output_vat_standard_satang",
        "output_vat_margin_satang" = t."output_vat_margin_satang" + excluded."output_vat_margin_satang",
        "input_vat_satang" = t."input_vat_satang" + excluded."input_vat_satang",
        "transaction_count" = t."transaction_count" + excluded."transaction_count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_ledger_days_insert" AFTER INSERT ON "account_ledger" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "account_ledger_days_update" AFTER UPDATE ON "account_ledger" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "account_ledger_days_delete" AFTER DELETE ON "account_ledger" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "account_ledger_days_truncate" AFTER TRUNCATE ON "account_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "account_days_apply"();
--> statement-breakpoint
-- Backfill: every existing record's transaction (its day's figures follow through the trigger above).
INSERT INTO "account_ledger" ("day", "source", "record_id", "sale_id", "type", "reference", "description",
    "amount_satang", "cost_satang", "vat_satang", "vat_kind")
  SELECT "day", "source", "record_id", "sale_id", "type", "reference", "description",
    "amount_satang", "cost_satang", "vat_satang", "vat_kind"
  FROM "account_ledger_source";
