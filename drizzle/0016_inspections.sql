CREATE TABLE "imei_blocklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"imei" text NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imei_blocklist_imei_unique" UNIQUE("imei")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"answers" jsonb,
	"grade" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_thb" integer,
	"actual_thb" integer,
	"override_reason" text,
	"imei" text,
	"duplicate_of" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"activation_lock_off" boolean,
	"cloud_lock_off" boolean,
	"evidence_photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wipe_method" text,
	"wiped_at" timestamp with time zone,
	"certificate_number" text,
	"certificate_token" text,
	"inspected_by" uuid,
	"inspected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_certificate_number_unique" UNIQUE("certificate_number"),
	CONSTRAINT "inspections_certificate_token_unique" UNIQUE("certificate_token")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_table" jsonb;--> statement-breakpoint
ALTER TABLE "imei_blocklist" ADD CONSTRAINT "imei_blocklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspected_by_users_id_fk" FOREIGN KEY ("inspected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspections_queue_idx" ON "inspections" USING btree ("received_at","trade_in_id") WHERE "inspections"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "inspections_claimed_queue_idx" ON "inspections" USING btree ("claimed_by","received_at","trade_in_id") WHERE "inspections"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "inspections_imei_idx" ON "inspections" USING btree ("imei");--> statement-breakpoint
-- Requests already received join the engineers' queue, received when their history says.
INSERT INTO "inspections" ("trade_in_id", "received_at")
SELECT t."id", coalesce(
  (SELECT max(h."created_at") FROM "workflow_history" h
    WHERE h."entity" = 'tradeIn' AND h."entity_id" = t."id" AND h."to_state" = 'received'),
  t."updated_at")
FROM "trade_ins" t WHERE t."status" = 'received'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Quotes of existing requests keep the price table in force now (the closest record there is).
UPDATE "quotes" q SET "price_table" = jsonb_build_object(
  'basePrices', jsonb_build_object(
    'excellent', (SELECT p."price_thb" FROM "prices" p WHERE p."model_id" = q."model_id" AND p."storage_gb" = q."storage_gb" AND p."grade" = 'excellent'),
    'good', (SELECT p."price_thb" FROM "prices" p WHERE p."model_id" = q."model_id" AND p."storage_gb" = q."storage_gb" AND p."grade" = 'good'),
    'fair', (SELECT p."price_thb" FROM "prices" p WHERE p."model_id" = q."model_id" AND p."storage_gb" = q."storage_gb" AND p."grade" = 'fair'),
    'broken', (SELECT p."price_thb" FROM "prices" p WHERE p."model_id" = q."model_id" AND p."storage_gb" = q."storage_gb" AND p."grade" = 'broken')),
  'adjustments', coalesce((SELECT jsonb_agg(jsonb_build_object('question', a."question", 'option', a."option", 'kind', a."kind", 'value', a."value"))
    FROM "price_adjustments" a WHERE a."is_active" AND a."value" <> 0), '[]'::jsonb))
WHERE q."price_table" IS NULL AND EXISTS (SELECT 1 FROM "trade_ins" t WHERE t."quote_id" = q."id");
