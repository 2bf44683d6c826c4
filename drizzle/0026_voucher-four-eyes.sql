ALTER TABLE "vouchers" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ALTER COLUMN "issued_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "needs_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_code_issued" CHECK (("vouchers"."code" is null) = ("vouchers"."issued_on" is null));