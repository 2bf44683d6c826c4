ALTER TABLE "quotes" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;