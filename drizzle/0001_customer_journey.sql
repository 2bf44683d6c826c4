CREATE TABLE "price_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"option" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_adjustments_question_option_unique" UNIQUE("question","option")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"storage_gb" integer NOT NULL,
	"grade" text NOT NULL,
	"price_thb" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_model_storage_grade_unique" UNIQUE("model_id","storage_gb","grade"),
	CONSTRAINT "prices_price_nonnegative" CHECK ("prices"."price_thb" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_lock_days" integer DEFAULT 7 NOT NULL,
	"voucher_uplift_percent" integer DEFAULT 5 NOT NULL,
	"provincial_bonus_thb" integer DEFAULT 300 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"model_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"category" text NOT NULL,
	"storage_gb" integer NOT NULL,
	"year" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"grade" text NOT NULL,
	"lines" jsonb NOT NULL,
	"offer_thb" integer NOT NULL,
	"voucher_offer_thb" integer NOT NULL,
	"voucher_uplift_percent" integer NOT NULL,
	"provincial_bonus_thb" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trade_in_id" integer,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"address_th" text NOT NULL,
	"address_en" text NOT NULL,
	"province" text NOT NULL,
	"opening_hours_th" text NOT NULL,
	"opening_hours_en" text NOT NULL,
	"phone" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "trade_in_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_in_id" integer NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_in_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"quote_id" uuid,
	"model_id" integer,
	"storage_gb" integer,
	"year" integer,
	"device_description" text NOT NULL,
	"imei_serial" text,
	"grade" text,
	"system_price_thb" integer,
	"offered_thb" integer,
	"price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engineer_actual_price_thb" integer,
	"requote_decision" text,
	"option" text,
	"fulfilment" text NOT NULL,
	"store_id" integer,
	"pickup_address" text,
	"pickup_date" date,
	"pickup_time_slot" text,
	"province" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"line_id" text,
	"preferred_product" text,
	"promo_code" text,
	"dealer_code" text,
	"remarks" text,
	"admin_notes" text,
	"rejection_reason" text,
	"locale" text DEFAULT 'th' NOT NULL,
	"content_hash" text NOT NULL,
	"receipt_token_hash" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_ins_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_consents" ADD CONSTRAINT "trade_in_consents_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_status_history" ADD CONSTRAINT "trade_in_status_history_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "photos_trade_in_idx" ON "photos" USING btree ("trade_in_id");--> statement-breakpoint
CREATE INDEX "photos_pending_idx" ON "photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trade_in_status_history_trade_in_idx" ON "trade_in_status_history" USING btree ("trade_in_id");--> statement-breakpoint
CREATE INDEX "trade_ins_status_created_idx" ON "trade_ins" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trade_ins_phone_idx" ON "trade_ins" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "trade_ins_created_idx" ON "trade_ins" USING btree ("created_at");