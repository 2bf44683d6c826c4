CREATE TABLE "price_proposals" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_thb" integer NOT NULL,
	"proposed_thb" integer NOT NULL,
	"reason" text,
	"proposed_by" uuid,
	"decided_by" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouse_settings" ALTER COLUMN "individual_vat_scheme" SET DEFAULT 'standard';--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_proposals" ADD CONSTRAINT "price_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_proposals_status_idx" ON "price_proposals" USING btree ("status","created_at");--> statement-breakpoint
-- Decision 040: a price above the offer no longer stands by itself. An inspected request whose price was
-- found above its offer, with nothing paid or issued for it yet, gets the proposal an admin decides now.
INSERT INTO "price_proposals" ("trade_in_id", "offered_thb", "proposed_thb", "reason", "proposed_by")
SELECT t."id", t."offered_thb", t."engineer_actual_price_thb", i."override_reason", i."inspected_by"
FROM "trade_ins" t LEFT JOIN "inspections" i ON i."trade_in_id" = t."id"
WHERE t."status" = 'inspected' AND t."engineer_actual_price_thb" > t."offered_thb"
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."trade_in_id" = t."id" AND p."status" IN ('pendingPayment', 'completed'))
  AND NOT EXISTS (SELECT 1 FROM "vouchers" v WHERE v."trade_in_id" = t."id" AND v."status" <> 'cancelled');--> statement-breakpoint
INSERT INTO "workflow_history" ("entity", "entity_id", "from_state", "to_state", "actor_kind", "actor_label", "note", "evidence")
SELECT 'priceProposal', pp."trade_in_id", NULL, 'pending', 'system', 'system',
  'Found above the offer before approvals existed (migration 0032)',
  jsonb_build_object('actualPriceThb', pp."proposed_thb")
FROM "price_proposals" pp;--> statement-breakpoint
-- Everywhere else the offer was what stood and what was paid (the lesser of the two): the record says so
-- now; the engineer's own figure stays in inspections.actual_thb.
UPDATE "trade_ins" SET "engineer_actual_price_thb" = "offered_thb"
WHERE "engineer_actual_price_thb" > "offered_thb";
