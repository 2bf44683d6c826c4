-- The dealer dashboard (decision 032): the shop's index and the commission index carry the columns the
-- summary sums, so PostgreSQL (and a vacuumed PGlite) answers it from the index alone. Same names and
-- keys as before (the schema declares the keys; drizzle has no INCLUDE).
DROP INDEX IF EXISTS "trade_ins_dealer_created_idx";--> statement-breakpoint
CREATE INDEX "trade_ins_dealer_created_idx" ON "trade_ins" USING btree ("dealer_code","created_at","id") INCLUDE ("status","offered_thb","engineer_actual_price_thb","system_price_thb","grade");--> statement-breakpoint
DROP INDEX IF EXISTS "dealer_commissions_dealer_settled_idx";--> statement-breakpoint
CREATE INDEX "dealer_commissions_dealer_settled_idx" ON "dealer_commissions" USING btree ("dealer_id","settled_at") INCLUDE ("settled_thb","commission_satang");
