ALTER TABLE "warehouse_items" ADD COLUMN "customer_description" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "name_th" text DEFAULT '' NOT NULL;