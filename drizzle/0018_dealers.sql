CREATE TABLE "dealer_commission_rules" (
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"fixed_thb" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_commission_rules_dealer_id_category_pk" PRIMARY KEY("dealer_id","category")
);
--> statement-breakpoint
CREATE TABLE "dealer_commissions" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"settled_thb" integer NOT NULL,
	"rule_category" text,
	"rule_kind" text,
	"rule_percent_bp" integer DEFAULT 0 NOT NULL,
	"rule_fixed_thb" integer DEFAULT 0 NOT NULL,
	"commission_satang" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_request_links" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "dealers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_id_unique" ON "dealers" USING btree ("id");--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_commission_rules" ADD CONSTRAINT "dealer_commission_rules_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_commissions" ADD CONSTRAINT "dealer_commissions_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_commissions" ADD CONSTRAINT "dealer_commissions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_request_links" ADD CONSTRAINT "dealer_request_links_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_request_links" ADD CONSTRAINT "dealer_request_links_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_commissions_dealer_settled_idx" ON "dealer_commissions" USING btree ("dealer_id","settled_at");--> statement-breakpoint
CREATE INDEX "dealer_request_links_dealer_idx" ON "dealer_request_links" USING btree ("dealer_id","channel");--> statement-breakpoint
CREATE INDEX "dealers_status_created_idx" ON "dealers" USING btree ("status","created_at");
