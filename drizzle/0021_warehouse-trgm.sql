CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "warehouse_items_description_trgm_idx" ON "warehouse_items" USING gin ("device_description" gin_trgm_ops);
