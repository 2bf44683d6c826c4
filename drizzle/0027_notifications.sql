CREATE TABLE "line_links" (
	"line_user_id" text NOT NULL,
	"trade_in_id" integer NOT NULL,
	"status" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"linked_at" timestamp with time zone,
	CONSTRAINT "line_links_line_user_id_trade_in_id_pk" PRIMARY KEY("line_user_id","trade_in_id")
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"admin_email" text,
	"admin_line_user_id" text,
	"new_requests" boolean DEFAULT false NOT NULL,
	"overdue_summary" boolean DEFAULT false NOT NULL,
	"last_summary_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid,
	"model_id" integer,
	"storage_gb" integer,
	"grade" text,
	"price_thb" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"notice_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notification_subscriptions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_in_id" integer,
	"delivery_id" integer,
	"subscription_id" uuid,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"content" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"resend_of" bigint,
	"created_by" uuid,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "line_links" ADD CONSTRAINT "line_links_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_links_trade_in_idx" ON "line_links" USING btree ("trade_in_id");--> statement-breakpoint
CREATE INDEX "line_webhook_events_received_idx" ON "line_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_quote_idx" ON "notification_subscriptions" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_model_idx" ON "notification_subscriptions" USING btree ("model_id","storage_gb","grade");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_recipient_idx" ON "notification_subscriptions" USING btree (lower("recipient"));--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("available_at","id") WHERE "notifications"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notifications_trade_in_idx" ON "notifications" USING btree ("trade_in_id","id");--> statement-breakpoint
CREATE INDEX "notifications_delivery_idx" ON "notifications" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "notifications_status_created_idx" ON "notifications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree (lower("recipient"));