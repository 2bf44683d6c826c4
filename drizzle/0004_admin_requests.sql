DROP INDEX "trade_ins_status_created_idx";--> statement-breakpoint
DROP INDEX "trade_ins_created_idx";--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): requests stored before these columns get their model's brand and category.
UPDATE "trade_ins" SET "brand_id" = "models"."brand_id", "category" = "categories"."key"
  FROM "models" JOIN "categories" ON "categories"."id" = "models"."category_id"
  WHERE "models"."id" = "trade_ins"."model_id";--> statement-breakpoint
CREATE INDEX "trade_ins_province_created_idx" ON "trade_ins" USING btree ("province","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_dealer_created_idx" ON "trade_ins" USING btree ("dealer_code","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_brand_created_idx" ON "trade_ins" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_category_created_idx" ON "trade_ins" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_fulfilment_created_idx" ON "trade_ins" USING btree ("fulfilment","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_option_created_idx" ON "trade_ins" USING btree ("option","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_offer_sort_idx" ON "trade_ins" USING btree (coalesce("offered_thb", -1),"id");--> statement-breakpoint
CREATE INDEX "trade_ins_status_sort_idx" ON "trade_ins" USING btree ((case "status" when 'new' then 0 when 'booked' then 1 when 'received' then 2 when 'inspected' then 3 when 'settled' then 4 when 'rejected' then 5 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_email_idx" ON "trade_ins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "trade_ins_imei_serial_idx" ON "trade_ins" USING btree ("imei_serial");--> statement-breakpoint
CREATE INDEX "trade_ins_name_prefix_idx" ON "trade_ins" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trade_ins_status_created_idx" ON "trade_ins" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_ins_created_idx" ON "trade_ins" USING btree ("created_at","id");