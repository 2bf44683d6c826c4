CREATE TABLE "rate_limit_windows" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_start_ms" bigint NOT NULL,
	CONSTRAINT "rate_limit_windows_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "shared_states" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"owner" text,
	"state" jsonb NOT NULL,
	"expires_at_ms" bigint NOT NULL,
	CONSTRAINT "shared_states_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start_ms");--> statement-breakpoint
CREATE INDEX "shared_states_expires_idx" ON "shared_states" USING btree ("expires_at_ms");--> statement-breakpoint
CREATE INDEX "shared_states_owner_idx" ON "shared_states" USING btree ("scope","owner");