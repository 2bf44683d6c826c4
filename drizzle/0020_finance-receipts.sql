CREATE TABLE "sale_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"notes" text,
	"slip_file_id" uuid,
	"reverses_id" integer,
	"reversal_reason" text,
	"created_by" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_receipts_amount_nonzero" CHECK ("sale_receipts"."amount_satang" <> 0)
);
--> statement-breakpoint
ALTER TABLE "closed_periods" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_slip_file_id_stored_files_id_fk" FOREIGN KEY ("slip_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_receipts" ADD CONSTRAINT "sale_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_receipts_sale_idx" ON "sale_receipts" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_receipts_received_idx" ON "sale_receipts" USING btree ("received_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_receipts_reverses_idx" ON "sale_receipts" USING btree ("reverses_id");