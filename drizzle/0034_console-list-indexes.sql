ALTER TABLE "warehouse_items" ADD COLUMN "available_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "trade_ins_open_pickups_idx" ON "trade_ins" USING btree ("pickup_date","province","pickup_time_slot","id") WHERE "trade_ins"."fulfilment" = 'pickup' and "trade_ins"."status" in ('new', 'booked');--> statement-breakpoint
CREATE INDEX "trade_ins_pickup_date_idx" ON "trade_ins" USING btree ("pickup_date","province","pickup_time_slot","id") WHERE "trade_ins"."fulfilment" = 'pickup';--> statement-breakpoint
CREATE INDEX "warehouse_items_status_available_since_idx" ON "warehouse_items" USING btree ("status",coalesce("available_since", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "deliveries_open_first_idx" ON "deliveries" USING btree ((case "status" when 'pendingDelivery' then 0 when 'failed' then 1 when 'inTransit' then 2 else 3 end),"created_at","id");--> statement-breakpoint
-- A warehouse item's newest step to 'available' is kept on the item (issue 33): the sales inventory orders
-- by it without reading the history of every item in stock. Every insert or change of such a step sets it.
CREATE OR REPLACE FUNCTION "keep_warehouse_available_since"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."entity" = 'warehouseItem' AND NEW."to_state" = 'available' THEN
    UPDATE "warehouse_items" SET "available_since" = (
      SELECT max(h."created_at") FROM "workflow_history" h
      WHERE h."entity" = 'warehouseItem' AND h."entity_id" = NEW."entity_id" AND h."to_state" = 'available'
    ) WHERE "id" = NEW."entity_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workflow_history_keeps_available_since" AFTER INSERT OR UPDATE ON "workflow_history"
  FOR EACH ROW EXECUTE FUNCTION "keep_warehouse_available_since"();
--> statement-breakpoint
UPDATE "warehouse_items" w SET "available_since" = h."at"
FROM (
  SELECT "entity_id", max("created_at") AS "at" FROM "workflow_history"
  WHERE "entity" = 'warehouseItem' AND "to_state" = 'available'
  GROUP BY "entity_id"
) h
WHERE h."entity_id" = w."id";
