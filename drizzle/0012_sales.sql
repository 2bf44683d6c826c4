CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carriers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"status" text DEFAULT 'pendingDelivery' NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"carrier_id" integer,
	"tracking_number" text,
	"notes" text DEFAULT '' NOT NULL,
	"signature_file_id" uuid,
	"recipient_name" text,
	"delivered_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_sale_id_unique" UNIQUE("sale_id")
);
--> statement-breakpoint
CREATE TABLE "sale_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"total_satang" bigint NOT NULL,
	"vat_satang" bigint NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text,
	"buyer_tax_id" text,
	"buyer_branch" text,
	"seller" text NOT NULL,
	"reverses_id" integer,
	"reason" text,
	"cancelled_at" timestamp with time zone,
	"print_count" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"warehouse_item_id" integer NOT NULL,
	"description" text NOT NULL,
	"imei_serial" text,
	"price_satang" bigint NOT NULL,
	"cost_satang" bigint NOT NULL,
	"vat_scheme" text NOT NULL,
	"vat_satang" bigint NOT NULL,
	"returned_at" timestamp with time zone,
	"credit_note_id" integer
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'sold' NOT NULL,
	"kind" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_contact" text NOT NULL,
	"payment_method" text NOT NULL,
	"handover" text NOT NULL,
	"shipping_address" text,
	"notes" text DEFAULT '' NOT NULL,
	"total_satang" bigint NOT NULL,
	"vat_satang" bigint NOT NULL,
	"cost_satang" bigint NOT NULL,
	"below_cost_confirmed" boolean DEFAULT false NOT NULL,
	"sold_by" uuid,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_margins" (
	"grade" text PRIMARY KEY NOT NULL,
	"margin_percent" integer NOT NULL,
	CONSTRAINT "sales_margins_percent" CHECK ("sales_margins"."margin_percent" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_documents" ADD CONSTRAINT "sale_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_warehouse_item_id_warehouse_items_id_fk" FOREIGN KEY ("warehouse_item_id") REFERENCES "public"."warehouse_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_status_created_idx" ON "deliveries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_documents_sale_idx" ON "sale_documents" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_documents_issued_idx" ON "sale_documents" USING btree ("issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_documents_type_year_sequence_idx" ON "sale_documents" USING btree ("type","year","sequence");--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_items_item_idx" ON "sale_items" USING btree ("warehouse_item_id");--> statement-breakpoint
CREATE INDEX "sales_sold_at_idx" ON "sales" USING btree ("sold_at","id");