CREATE TABLE "security_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"change" text NOT NULL,
	"report_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reportable_until" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	CONSTRAINT "security_notices_report_token_hash_unique" UNIQUE("report_token_hash"),
	CONSTRAINT "security_notices_change_check" CHECK ("change" in ('passkey_added', 'passkey_removed', 'password_changed', 'password_reset', 'password_set_by_admin', 'mfa_enabled', 'mfa_disabled', 'mfa_reset_by_admin', 'passkey_removed_by_admin', 'recovery_codes_renewed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_passkey_id" integer;--> statement-breakpoint
ALTER TABLE "security_notices" ADD CONSTRAINT "security_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_notices_user_idx" ON "security_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "security_notices_reportable_until_idx" ON "security_notices" USING btree ("reportable_until");--> statement-breakpoint
CREATE INDEX "sessions_login_passkey_id_idx" ON "sessions" USING btree ("login_passkey_id");