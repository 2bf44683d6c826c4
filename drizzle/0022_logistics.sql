ALTER TABLE "deliveries" ALTER COLUMN "sale_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "trade_in_id" integer;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_trade_in_id_unique" UNIQUE("trade_in_id");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_one_source" CHECK (("deliveries"."sale_id" is null) <> ("deliveries"."trade_in_id" is null));