-- Decision 044: vouchers issued before they had a state, a balance and a last valid day become active
-- with their full amount, valid 12 months (the default), each with its 'issued' movement and a history
-- row; the retail sales made so far were paid in money, whole (one payment row each, and a negative one
-- for each counter refund by credit note).
UPDATE "vouchers" SET "status" = 'active', "balance_satang" = "amount_satang",
  "valid_until" = ("issued_on" + interval '12 months' - interval '1 day')::date
WHERE "code" IS NOT NULL;--> statement-breakpoint
INSERT INTO "voucher_movements" ("voucher_id", "day", "kind", "amount_satang", "created_by", "created_at")
SELECT "id", "issued_on", 'issued', "amount_satang", "issued_by", "created_at" FROM "vouchers"
WHERE "code" IS NOT NULL;--> statement-breakpoint
INSERT INTO "workflow_history" ("entity", "entity_id", "from_state", "to_state", "actor_kind", "actor_label", "note", "created_at")
SELECT 'voucher', "id", NULL, "status", 'system', 'system', 'Recorded before vouchers had a state (decision 044)', "created_at"
FROM "vouchers";--> statement-breakpoint
INSERT INTO "sale_payments" ("sale_id", "method", "amount_satang", "created_at")
SELECT "id", "payment_method", "total_satang", "sold_at" FROM "sales" WHERE "kind" = 'retail' AND "total_satang" > 0;--> statement-breakpoint
INSERT INTO "sale_payments" ("sale_id", "method", "amount_satang", "credit_note_id", "created_at")
SELECT s."id", s."payment_method", -d."total_satang", d."id", d."issued_at"
FROM "sale_documents" d JOIN "sales" s ON s."id" = d."sale_id"
WHERE s."kind" = 'retail' AND d."type" = 'creditNote' AND d."total_satang" > 0;
