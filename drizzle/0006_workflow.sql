CREATE TABLE "requotes" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_thb" integer NOT NULL,
	"actual_thb" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"note" text,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_in_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cost_satang" bigint NOT NULL,
	"vat_scheme" text NOT NULL,
	"category" text,
	"brand_id" integer,
	"model_id" integer,
	"storage_gb" integer,
	"device_description" text NOT NULL,
	"imei_serial" text,
	"grade" text,
	"location" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_items_trade_in_id_unique" UNIQUE("trade_in_id")
);
--> statement-breakpoint
ALTER TABLE "requotes" ADD CONSTRAINT "requotes_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD CONSTRAINT "warehouse_items_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("available_at","id") WHERE "outbox_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "workflow_history_entity_idx" ON "workflow_history" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_items_status_created_idx" ON "warehouse_items" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "warehouse_items_imei_idx" ON "warehouse_items" USING btree ("imei_serial");--> statement-breakpoint
CREATE INDEX "warehouse_items_vat_created_idx" ON "warehouse_items" USING btree ("vat_scheme","created_at","id") WHERE "warehouse_items"."status" in ('pending', 'available');--> statement-breakpoint
-- Data kept from before the workflow module (decision 016). The trade-in history moves to the workflow's
-- history; the customer's acceptance of a lower re-quote (a row that kept the status) becomes the
-- re-quote's own step.
INSERT INTO "workflow_history" ("entity", "entity_id", "from_state", "to_state", "actor_kind", "actor_user_id", "actor_label", "note", "created_at")
SELECT
  CASE WHEN h."from_status" = h."to_status" THEN 'requote' ELSE 'tradeIn' END,
  h."trade_in_id",
  CASE WHEN h."from_status" = h."to_status" THEN 'pending' ELSE h."from_status" END,
  CASE WHEN h."from_status" = h."to_status" THEN 'accepted' ELSE h."to_status" END,
  CASE WHEN h."actor" = 'customer' THEN 'customer' ELSE 'staff' END,
  (SELECT u."id" FROM "users" u WHERE u."email" = h."actor" OR u."phone" = h."actor" LIMIT 1),
  h."actor",
  h."note",
  h."created_at"
FROM "trade_in_status_history" h
ORDER BY h."id";
--> statement-breakpoint
-- Lower re-quotes: answered ones, and those an inspected request still waits on.
INSERT INTO "requotes" ("trade_in_id", "status", "offered_thb", "actual_thb", "created_at", "updated_at")
SELECT t."id", coalesce(t."requote_decision", 'pending'), t."offered_thb", t."engineer_actual_price_thb", t."updated_at", t."updated_at"
FROM "trade_ins" t
WHERE t."engineer_actual_price_thb" IS NOT NULL
  AND t."offered_thb" IS NOT NULL
  AND t."engineer_actual_price_thb" < t."offered_thb"
  AND (t."requote_decision" IS NOT NULL OR t."status" = 'inspected');
--> statement-breakpoint
INSERT INTO "workflow_history" ("entity", "entity_id", "from_state", "to_state", "actor_kind", "actor_label", "created_at")
SELECT 'requote', r."trade_in_id", NULL, 'pending', 'staff', 'staff',
  coalesce(
    (SELECT max(h."created_at") FROM "trade_in_status_history" h WHERE h."trade_in_id" = r."trade_in_id" AND h."to_status" = 'inspected'),
    r."created_at")
FROM "requotes" r;
--> statement-breakpoint
INSERT INTO "workflow_history" ("entity", "entity_id", "from_state", "to_state", "actor_kind", "actor_label", "created_at")
SELECT 'requote', r."trade_in_id", 'pending', 'declined', 'customer', 'customer', r."updated_at"
FROM "requotes" r
WHERE r."status" = 'declined';
