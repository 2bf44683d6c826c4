-- Moved into workflow_history and requotes by 0006 (decision 016).
DROP TABLE "trade_in_status_history" CASCADE;--> statement-breakpoint
ALTER TABLE "trade_ins" DROP COLUMN "requote_decision";