CREATE TABLE "counter_trade_ins" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"voucher_id" integer,
	"trade_in_id" integer,
	"bonus_satang" bigint DEFAULT 0 NOT NULL,
	"credit_note_id" integer,
	"refund_voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_amount_nonzero" CHECK ("sale_payments"."amount_satang" <> 0),
	CONSTRAINT "sale_payments_voucher" CHECK (("sale_payments"."method" = 'voucher') = ("sale_payments"."voucher_id" is not null)),
	CONSTRAINT "sale_payments_trade_in" CHECK (("sale_payments"."method" = 'tradeIn') = ("sale_payments"."trade_in_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "upgrade_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount_satang" bigint,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_bonuses_value" CHECK (("upgrade_bonuses"."kind" = 'percent' and "upgrade_bonuses"."percent" between 1 and 100 and "upgrade_bonuses"."amount_satang" is null)
        or ("upgrade_bonuses"."kind" = 'fixed' and "upgrade_bonuses"."amount_satang" > 0 and "upgrade_bonuses"."percent" is null)),
	CONSTRAINT "upgrade_bonuses_dates" CHECK ("upgrade_bonuses"."valid_until" is null or "upgrade_bonuses"."valid_until" >= "upgrade_bonuses"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "voucher_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"sale_id" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_movements_sign" CHECK (case when "voucher_movements"."kind" in ('issued', 'restored') then "voucher_movements"."amount_satang" > 0 else "voucher_movements"."amount_satang" < 0 end)
);
--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_trade_in_id_unique";--> statement-breakpoint
ALTER TABLE "finance_settings" ADD COLUMN "voucher_validity_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "origin" text DEFAULT 'settlement' NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "balance_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "replaces_voucher_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "refund_sale_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_trade_ins" ADD CONSTRAINT "counter_trade_ins_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_trade_ins" ADD CONSTRAINT "counter_trade_ins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_refund_voucher_id_vouchers_id_fk" FOREIGN KEY ("refund_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_bonuses" ADD CONSTRAINT "upgrade_bonuses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_payments_voucher_idx" ON "sale_payments" USING btree ("voucher_id") WHERE "sale_payments"."voucher_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_trade_in_idx" ON "sale_payments" USING btree ("trade_in_id") WHERE "sale_payments"."trade_in_id" is not null and "sale_payments"."amount_satang" > 0;--> statement-breakpoint
CREATE INDEX "upgrade_bonuses_category_idx" ON "upgrade_bonuses" USING btree ("category","valid_from");--> statement-breakpoint
CREATE INDEX "voucher_movements_day_idx" ON "voucher_movements" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "voucher_movements_voucher_idx" ON "voucher_movements" USING btree ("voucher_id");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_refund_sale_id_sales_id_fk" FOREIGN KEY ("refund_sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_settlement_trade_in_idx" ON "vouchers" USING btree ("trade_in_id") WHERE "vouchers"."origin" = 'settlement' and "vouchers"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "vouchers_trade_in_idx" ON "vouchers" USING btree ("trade_in_id");--> statement-breakpoint
CREATE INDEX "vouchers_active_valid_idx" ON "vouchers" USING btree ("valid_until") WHERE "vouchers"."status" = 'active';--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_balance_range" CHECK ("vouchers"."balance_satang" >= 0 and "vouchers"."balance_satang" <= "vouchers"."amount_satang");