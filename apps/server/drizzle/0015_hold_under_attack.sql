CREATE TABLE "password_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "repeat_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "password_reset_requests_requested_at_idx" ON "password_reset_requests" USING btree ("requested_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_group_key_unique" ON "audit_events" USING btree ("group_key");