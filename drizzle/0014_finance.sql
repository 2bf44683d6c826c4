CREATE TABLE "closed_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"expense_date" date NOT NULL,
	"category_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"vat_satang" bigint DEFAULT 0 NOT NULL,
	"notes" text,
	"document_file_id" uuid,
	"reverses_id" integer,
	"reversal_reason" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"four_eyes_enabled" boolean DEFAULT true NOT NULL,
	"four_eyes_threshold_satang" bigint DEFAULT 2000000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_details" (
	"trade_in_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"prompt_pay_id" text,
	"bank_code" text,
	"account_number" text,
	"account_name" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reversed_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"trade_in_id" integer NOT NULL,
	"status" text DEFAULT 'pendingPayment' NOT NULL,
	"amount_satang" bigint NOT NULL,
	"payee_method" text NOT NULL,
	"prompt_pay_id" text,
	"bank_code" text,
	"account_number" text,
	"account_name" text NOT NULL,
	"notes" text,
	"needs_approval" boolean NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_by" uuid,
	"slip_file_id" uuid,
	"bank_reference" text,
	"paid_on" date,
	"completed_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"trade_in_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by" uuid,
	"notes" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_trade_in_id_unique" UNIQUE("trade_in_id")
);
--> statement-breakpoint
ALTER TABLE "closed_periods" ADD CONSTRAINT "closed_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_details" ADD CONSTRAINT "payee_details_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_file_id_stored_files_id_fk" FOREIGN KEY ("slip_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_reverses_idx" ON "expenses" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_trade_in_idx" ON "payments" USING btree ("trade_in_id") WHERE "payments"."status" in ('pendingPayment', 'completed');--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "vouchers_issued_idx" ON "vouchers" USING btree ("issued_on","id");--> statement-breakpoint
-- Hand-written: the expense categories a Thai trade-in shop starts with (finance edits the list).
INSERT INTO "expense_categories" ("name_th", "name_en", "sort_order") VALUES
	('ค่าเช่า', 'Rent', 1),
	('ค่าน้ำ ค่าไฟ ค่าอินเทอร์เน็ต', 'Utilities and internet', 2),
	('เงินเดือนและค่าจ้าง', 'Salaries and wages', 3),
	('ค่าขนส่ง', 'Shipping and couriers', 4),
	('ค่าการตลาดและโฆษณา', 'Marketing and advertising', 5),
	('อะไหล่และซ่อมแซม', 'Parts and repairs', 6),
	('วัสดุสิ้นเปลืองสำนักงาน', 'Office supplies', 7),
	('ค่าธรรมเนียมธนาคารและการชำระเงิน', 'Bank and payment fees', 8),
	('ค่าบริการวิชาชีพ', 'Professional services', 9),
	('อื่น ๆ', 'Other', 10);
